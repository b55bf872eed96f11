import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * Last commit time (ms) of every tracked file under `dir`, from one `git log` pass rather than one
 * process per page. Files git does not know (or no git at all) are simply absent.
 */
export async function lastUpdatedTimes(dir: string): Promise<Map<string, number>> {
  const times = new Map<string, number>();
  try {
    const { stdout: top } = await run('git', ['rev-parse', '--show-toplevel'], { cwd: dir });
    const root = top.trim();
    const { stdout } = await run('git', ['log', '--format=%x00%ct', '--name-only', '--', '.'], {
      cwd: dir,
      maxBuffer: 256 * 1024 * 1024,
    });
    let time = 0;
    for (const line of stdout.split('\n')) {
      if (line.startsWith('\0')) {
        time = Number(line.slice(1)) * 1000;
      } else if (line) {
        const file = path.join(root, line);
        if (!times.has(file)) times.set(file, time);
      }
    }
  } catch {
    // Not a git checkout: pages simply have no last-updated time.
  }
  return times;
}
