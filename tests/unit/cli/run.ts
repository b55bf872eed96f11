/** Runs the `docs` command as an author would, through its bin script. */
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const BIN = path.join(ROOT, 'packages/cli/bin/docs.mjs');
export const FIXTURES = path.join(ROOT, 'tests/fixtures');

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `docs ...args` to completion. */
export function runDocs(args: string[], options: { cwd?: string; timeout?: number } = {}): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], {
      cwd: options.cwd ?? ROOT,
      env: { ...process.env, NO_COLOR: '1' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => {
      stdout += d;
    });
    child.stderr.on('data', (d) => {
      stderr += d;
    });
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`docs ${args.join(' ')} timed out:\n${stdout}\n${stderr}`));
    }, options.timeout ?? 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/**
 * `docs ...args` in a pseudo-terminal (util-linux `script`), as a person at a keyboard runs it: the
 * command sees a TTY on stdin, so interactive output and shortcuts are on.
 */
export function runInTerminal(args: string[]): { child: ChildProcess; output: () => string } {
  const command = [process.execPath, BIN, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const child = spawn('script', ['-qfec', command, '/dev/null'], { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  return { child, output: () => output };
}
