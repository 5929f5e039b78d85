import assert from 'node:assert/strict';
import http from 'node:http';
import { once } from 'node:events';
import { spawn } from 'node:child_process';
import { test } from 'node:test';
import { setTimeout as delay } from 'node:timers/promises';
import { startProcess, supervise, waitForUrl } from './processes.mjs';

/** A tiny HTTP server as a child process on `port`. */
function serverChild(port) {
  return startProcess(
    'fixture',
    process.execPath,
    ['-e', `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`],
    { quiet: true },
  );
}

async function freePort() {
  const server = http.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A supervised fixture server on a free port, with the supervisor's console lines. */
async function supervisedServer(baseDelayMs) {
  const port = await freePort();
  const lines = [];
  const handle = await supervise(
    'fixture',
    async () => {
      const proc = serverChild(port);
      await waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000, process: proc });
      return proc;
    },
    { baseDelayMs, log: (line) => lines.push(line) },
  ).start();
  return { port, lines, handle };
}

test('a supervised child that crashes is restarted and answers again, and the console says so', async () => {
  const { port, lines, handle } = await supervisedServer(50);
  try {
    const first = handle.process;
    process.kill(first.child.pid, 'SIGKILL');
    await first.exit;
    const deadline = Date.now() + 10_000;
    while (handle.process === first && Date.now() < deadline) await delay(50);
    assert.notEqual(handle.process, first);
    await waitForUrl(`http://127.0.0.1:${port}/`, { timeoutMs: 10_000 });
    assert.match(lines.join('\n'), /fixture exited \(signal SIGKILL\); restarting in/);
  } finally {
    await handle.stop();
  }
});

test('a child that keeps failing is given up after the restart limit, with a clear message', async () => {
  const lines = [];
  let gaveUp = null;
  const done = new Promise((resolve) => {
    supervise(
      'broken',
      async () =>
        startProcess(
          'broken',
          process.execPath,
          ['-e', 'console.error("no config"); process.exit(3)'],
          {
            quiet: true,
          },
        ),
      {
        maxRestarts: 2,
        baseDelayMs: 10,
        log: (line) => lines.push(line),
        onGiveUp: (message) => {
          gaveUp = message;
          resolve();
        },
      },
    ).start();
  });
  await done;
  assert.match(gaveUp, /broken exited \(code 3\) and failed 2 restarts in a row; giving up/);
  assert.match(gaveUp, /no config/);
  assert.equal(lines.filter((line) => line.includes('restarting in')).length, 2);
});

test('a stopped child is not restarted', async () => {
  const { lines, handle } = await supervisedServer(10);
  await handle.stop();
  await new Promise((resolve) => setTimeout(resolve, 100));
  assert.deepEqual(lines, []);
});

/** A child that relays its console and writes `lines` console lines, then exits with 0. */
function writer({ lines }) {
  const script = `
    import { flushConsole, relayConsole, writeLine } from ${JSON.stringify(new URL('./processes.mjs', import.meta.url).href)};
    relayConsole();
    for (let i = 0; i < ${lines}; i += 1) writeLine(i % 2 ? 2 : 1, 'line ' + i + ' ' + 'x'.repeat(100));
    setTimeout(() => flushConsole().then(() => process.exit(0)), 200);
  `;
  return spawn(process.execPath, ['--input-type=module', '-e', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

/** Resolves with the exit code, or 'hung' when the child is still running after `ms`. */
function exitWithin(child, ms) {
  return Promise.race([once(child, 'exit').then(([code]) => code), delay(ms).then(() => 'hung')]);
}

test('relayed, a console nobody reads does not hold up the exit (npm start on SIGTERM)', async () => {
  const child = writer({ lines: 5_000 });
  // Deliberately never read: child.stdout and child.stderr stay paused.
  const code = await exitWithin(child, 10_000);
  if (code === 'hung') child.kill('SIGKILL');
  assert.equal(code, 0);
  child.stdout.destroy();
  child.stderr.destroy();
});

// Without the relay the same child usually hangs on exit until its console is read: that is
// the npm start bug the relay fixes. It is not asserted here because it is Node's and libuv's
// behaviour, and it does not happen every time (a CI run saw such a child exit within 3 s).

test('relayed, every line still reaches a console that reads, stdout and stderr apart', async () => {
  const child = writer({ lines: 200 });
  let out = '';
  let err = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  child.stderr.on('data', (chunk) => (err += chunk));
  // 'close': the relay has written everything and closed the pipes it inherited.
  const [code] = await once(child, 'close');
  assert.equal(code, 0);
  assert.equal(out.split('\n').filter((line) => /^line \d*[02468] /.test(line)).length, 100);
  assert.equal(err.split('\n').filter((line) => /^line \d*[13579] /.test(line)).length, 100);
});
