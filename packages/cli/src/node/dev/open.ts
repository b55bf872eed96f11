import { spawn } from 'node:child_process';

/** Opens a URL in the system's browser; failing to find one is not an error worth stopping for. */
export function openBrowser(url: string): void {
  const command = process.platform === 'darwin' ? 'open' : process.platform === 'win32' ? 'cmd' : 'xdg-open';
  const args = process.platform === 'win32' ? ['/c', 'start', '', url] : [url];
  try {
    spawn(command, args, { stdio: 'ignore', detached: true })
      .on('error', () => console.log(`Open ${url} in your browser.`))
      .unref();
  } catch {
    console.log(`Open ${url} in your browser.`);
  }
}
