// Child processes measured from outside: wall time and the peak RSS of the whole process tree,
// sampled from /proc every 50 ms, with an optional memory cap that kills the tree.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

function children(pid) {
  const out = [];
  let tasks = [];
  try {
    tasks = fs.readdirSync(`/proc/${pid}/task`);
  } catch {
    return out;
  }
  for (const t of tasks) {
    try {
      const s = fs.readFileSync(`/proc/${pid}/task/${t}/children`, 'utf8').trim();
      if (s) out.push(...s.split(/\s+/).map(Number));
    } catch {}
  }
  return out;
}

export function treePids(root) {
  const seen = [];
  const stack = [root];
  while (stack.length) {
    const p = stack.pop();
    seen.push(p);
    stack.push(...children(p));
  }
  return seen;
}

export function treeRssKB(root) {
  let sum = 0;
  for (const p of treePids(root)) {
    try {
      const m = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${p}/status`, 'utf8'));
      if (m) sum += Number(m[1]);
    } catch {}
  }
  return sum;
}

export function killTree(root, signal = 'SIGKILL') {
  for (const p of treePids(root).reverse()) {
    try {
      process.kill(p, signal);
    } catch {}
  }
}

/** Runs a command to completion. Returns { ok, code, signal, wallMs, peakMB, reason, tail }. */
export function measure(cmd, args, { cwd, env, timeoutMs = 30 * 60_000, memCapMB = 0, log } = {}) {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let tail = '';
    const keep = (d) => {
      tail = (tail + d.toString()).slice(-4000);
      if (log) fs.appendFileSync(log, d);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    let peak = 0;
    let reason = '';
    const timer = setInterval(() => {
      const kb = treeRssKB(child.pid);
      if (kb > peak) peak = kb;
      if (memCapMB && kb / 1024 > memCapMB && !reason) {
        reason = `memory cap ${memCapMB} MB exceeded`;
        killTree(child.pid);
      }
    }, 50);
    const deadline = setTimeout(() => {
      reason ||= `time limit ${Math.round(timeoutMs / 1000)} s exceeded`;
      killTree(child.pid);
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearInterval(timer);
      clearTimeout(deadline);
      const wallMs = performance.now() - t0;
      if (!reason && code !== 0) {
        reason = /heap out of memory|Allocation failed/i.test(tail)
          ? 'out of memory (V8 heap limit)'
          : `exit code ${code}${signal ? ` (${signal})` : ''}`;
      }
      resolve({ ok: code === 0 && !reason, code, signal, wallMs, peakMB: peak / 1024, reason, tail });
    });
  });
}

/** Starts a long-running process; resolves once `ready(url)` answers. */
export function startServer(cmd, args, { cwd, env, log } = {}) {
  const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  const keep = (d) => {
    out = (out + d.toString()).slice(-8000);
    if (log) fs.appendFileSync(log, d);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  return {
    child,
    output: () => out,
    stop: () =>
      new Promise((r) => {
        if (child.exitCode !== null) return r();
        child.once('close', r);
        killTree(child.pid, 'SIGTERM');
        setTimeout(() => killTree(child.pid, 'SIGKILL'), 3000).unref();
      }),
  };
}

/** Polls a URL until it answers 200; returns ms since `since` or throws after timeoutMs. */
export async function waitFor200(url, since, timeoutMs = 120_000) {
  while (performance.now() - since < timeoutMs) {
    try {
      const res = await fetch(url);
      await res.arrayBuffer();
      if (res.status === 200) return performance.now() - since;
    } catch {}
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}
