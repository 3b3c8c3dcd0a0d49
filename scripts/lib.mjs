// Small helpers shared by the test scripts: free ports, child processes, readiness.
import { spawn } from 'node:child_process';

export { freePort } from './free-port.mjs';

const children = new Set();
function killAll() {
  for (const child of children) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM']) {
  process.on(sig, () => {
    killAll();
    process.exit(130);
  });
}

/** Starts a long-running process in its own group, so it and its children stop together. */
export function background(cmd, args, opts = {}) {
  const child = spawn(cmd, args, {
    stdio: opts.stdio ?? ['ignore', 'ignore', 'inherit'],
    detached: true,
    env: { ...process.env, ...opts.env },
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  return child;
}

export function stop(child) {
  if (!child || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** Runs a command to completion, inheriting stdio (or `opts.stdio`). Resolves with its exit code. */
export function run(cmd, args, opts = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      stdio: opts.stdio ?? 'inherit',
      env: { ...process.env, SCARF_ANALYTICS: 'false', ...opts.env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`Timed out waiting for ${url}`);
}

/** Asks `target` every 100 ms until stopped; the worst latency. */
export function prober(target) {
  let running = true;
  let worst = 0;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(target);
      await res.arrayBuffer();
      worst = Math.max(worst, performance.now() - started);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return Math.round(worst);
  };
}
