// Child processes that stop cleanly: each runs in its own process group, so stopping it also
// stops whatever it started (the identity emulator forks Java-less Node workers, for example).
// A supervised child is restarted with backoff when it exits on its own.
import { spawn } from 'node:child_process';
import { createWriteStream, readlinkSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { childEnv } from './config.mjs';
import { formatLogLine } from './log-format.mjs';

const running = new Set();

/**
 * The console as a non-blocking stream: on Linux a write to a piped stdout blocks the event loop
 * until the reader takes it, so a slow terminal or an unread pipe would stall everything running
 * in this process. Writes go through libuv's thread pool instead; past `MAX_QUEUED` bytes queued
 * lines are dropped (and counted) rather than held. Where the console is a pipe, a process that
 * must exit when asked routes it through a relay instead (relayConsole).
 */
const MAX_QUEUED = 256 * 1024;
const consoles = new Map();
function consoleStream(fd) {
  let stream = consoles.get(fd);
  if (!stream) {
    stream = createWriteStream('', { fd, autoClose: false });
    stream.dropped = 0;
    stream.on('error', () => {});
    consoles.set(fd, stream);
  }
  return stream;
}

// The relay: a child that inherits this process's stdout and stderr and copies into them what it
// reads from its own two pipes. It outlives this process until it has written the rest (or the
// reader closes the console), and ignores the signals its process group gets, so the lines said
// while stopping still show.
const RELAY = `
process.on('SIGINT', () => {});
process.on('SIGTERM', () => {});
process.stdin.pipe(process.stdout);
new (require('node:net').Socket)({ fd: 3, writable: false }).pipe(process.stderr);
`;

/**
 * Routes writeLine's console through a relay process when stdout or stderr is a pipe (a terminal
 * or a file never holds a write for long). Why: a write the reader does not take blocks one of
 * libuv's threads, and process.exit waits for that thread forever (\`npm start\` whose console is
 * not read did not stop on SIGTERM). This process now writes to pipes of its own, on its event
 * loop; an unread console blocks only the relay. Call before the first writeLine.
 */
export function relayConsole() {
  // Linux names what an fd is in /proc ("pipe:[…]", "socket:[…]"); elsewhere: no relay. (Not
  // fstat: on Node 20, an fstat of a pipe made later ESM imports of symlinked packages fail.)
  const piped = [1, 2].filter((fd) => {
    try {
      return /^(pipe|socket):/.test(readlinkSync(`/proc/self/fd/${fd}`));
    } catch {
      return false;
    }
  });
  if (piped.length === 0 || consoles.size > 0) return false;
  const relay = spawn(process.execPath, ['-e', RELAY], {
    stdio: ['pipe', 'inherit', 'inherit', 'pipe'],
  });
  relay.on('error', () => {});
  relay.unref();
  for (const [fd, stream] of [
    [1, relay.stdin],
    [2, relay.stdio[3]],
  ]) {
    stream.dropped = 0;
    stream.on('error', () => {});
    consoles.set(fd, stream);
  }
  return true;
}

/** Writes a line to fd 1 or 2 without ever blocking; returns false when it was dropped. */
export function writeLine(fd, line) {
  const stream = consoleStream(fd);
  if (stream.writableLength > MAX_QUEUED) {
    stream.dropped += 1;
    return false;
  }
  if (stream.dropped > 0) {
    stream.write(`… ${stream.dropped} log lines dropped (the console was not reading)\n`);
    stream.dropped = 0;
  }
  stream.write(`${line}\n`);
  return true;
}

/** Resolves once queued console lines are written, or after `timeoutMs` (an unread pipe). */
export function flushConsole(timeoutMs = 500) {
  const pending = [...consoles.values()].filter((stream) => stream.writableLength > 0);
  if (pending.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.all(pending.map((stream) => new Promise((resolve) => stream.once('drain', resolve)))),
    delay(timeoutMs),
  ]);
}

/** Starts `command args` with its output prefixed by `name`. Returns a handle with stop(). */
export function startProcess(name, command, args, { env = {}, cwd, quiet = false } = {}) {
  const child = spawn(command, args, {
    cwd,
    env: childEnv(env),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const tail = [];
  const onData = (fd) => (chunk) => {
    for (const line of chunk.toString().split('\n')) {
      if (!line.trim()) continue;
      tail.push(line);
      if (tail.length > 200) tail.shift();
      if (!quiet) writeLine(fd, `[${name}] ${formatLogLine(line)}`);
    }
  };
  child.stdout.on('data', onData(1));
  child.stderr.on('data', onData(2));
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

/**
 * Starts a child and keeps it running: when it exits on its own it is started again after a
 * backoff (1 s, 2 s, 4 s … at most 15 s), and the console says so. After `maxRestarts` restarts in
 * a row that did not stay up `stableMs`, it gives up: `onGiveUp(message)` is called once.
 *
 * @param {() => Promise<ReturnType<typeof startProcess>>} launch starts the child and resolves
 *   once it is ready (throws when it is not)
 */
export function supervise(
  name,
  launch,
  {
    maxRestarts = 5,
    stableMs = 60_000,
    baseDelayMs = 1000,
    maxDelayMs = 15_000,
    log = (line) => writeLine(2, line),
    onGiveUp = () => {},
  } = {},
) {
  let current = null;
  let stopped = false;
  let failures = 0;

  /** After an exit or a failed start: start again after a backoff, or give up past the limit. */
  const retry = async (what, detail) => {
    if (failures > maxRestarts) {
      stopped = true;
      const message = `✘ ${name} ${what} and failed ${maxRestarts} restarts in a row; giving up.\n${detail}`;
      log(message);
      onGiveUp(message);
      return;
    }
    const wait = Math.min(baseDelayMs * 2 ** (failures - 1), maxDelayMs);
    log(
      `⚠ ${name} ${what}; restarting in ${(wait / 1000).toFixed(1)} s (attempt ${failures} of ${maxRestarts})`,
    );
    await delay(wait);
    if (!stopped) await run();
  };

  const watch = (proc, startedAt) => {
    proc.exit.then(({ code, signal }) => {
      if (stopped) return;
      failures = Date.now() - startedAt >= stableMs ? 1 : failures + 1;
      return retry(`exited (${signal ? `signal ${signal}` : `code ${code}`})`, proc.tail());
    });
  };

  const run = async () => {
    const startedAt = Date.now();
    try {
      current = await launch();
    } catch (error) {
      // Not ready: counted like an exit, with what it said.
      current = null;
      if (stopped) return;
      failures += 1;
      await retry(`did not start (${error.message})`, error.message);
      return;
    }
    log(`✔ ${name} is running again`);
    watch(current, startedAt);
  };

  return {
    name,
    /** The first start; it throws when the child does not come up at all. */
    async start() {
      const startedAt = Date.now();
      current = await launch();
      watch(current, startedAt);
      return this;
    },
    get process() {
      return current;
    },
    async stop() {
      stopped = true;
      await current?.stop();
    },
  };
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
