// Child processes that stop cleanly: each runs in its own process group, so stopping it also
// stops whatever it started (the identity emulator forks Java-less Node workers, for example).
import { spawn } from 'node:child_process';
import { setTimeout as delay } from 'node:timers/promises';

const running = new Set();

/** Starts `command args` with its output prefixed by `name`. Returns a handle with stop(). */
export function startProcess(name, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: { ...process.env, ...env },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const onData = (stream) => (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 200) tail.shift();
      if (!quiet) stream.write(`[${name}] ${line}\n`);
    }
  };
  child.stdout.on('data', onData(process.stdout));
  child.stderr.on('data', onData(process.stderr));
  let exited = false;
  const exit = new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      exited = true;
      running.delete(handle);
      resolve({ code, signal });
    });
  });
  const handle = {
    name,
    child,
    exit,
    get exited() {
      return exited;
    },
    tail: () => tail.join('\n'),
    async stop(timeoutMs = 8000) {
      if (exited) return;
      signalGroup(child.pid, 'SIGINT');
      const result = await Promise.race([exit, delay(timeoutMs).then(() => 'timeout')]);
      if (result === 'timeout') {
        signalGroup(child.pid, 'SIGKILL');
        await exit;
      }
    },
  };
  running.add(handle);
  return handle;
}

function signalGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch {
    try {
      process.kill(pid, signal);
    } catch {
      /* already gone */
    }
  }
}

/** Stops every process started here, newest first. */
export async function stopAll() {
  const handles = [...running].reverse();
  for (const handle of handles) await handle.stop();
}

/** Polls `url` until it answers (any status below 500), or throws after `timeoutMs`. */
export async function waitForUrl(url, { timeoutMs = 60_000, process: proc } = {}) {
  const deadline = Date.now() + timeoutMs;
  let lastError = 'no answer';
  while (Date.now() < deadline) {
    if (proc?.exited)
      throw new Error(`${proc.name} exited before ${url} answered:\n${proc.tail()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.status < 500) return;
      lastError = `HTTP ${res.status}`;
    } catch (error) {
      lastError = error.message;
    }
    await delay(250);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (${lastError})`);
}
