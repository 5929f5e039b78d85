import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatLogLine } from './log-format.mjs';

test('a pino request line reads as one short line, not raw JSON', () => {
  const line = JSON.stringify({
    level: 30,
    time: Date.UTC(2026, 0, 1, 12, 1, 2),
    msg: 'request completed',
    req: { method: 'GET', url: '/tasks' },
    res: { statusCode: 401 },
    responseTime: 3.4,
  });
  const out = formatLogLine(line);
  assert.doesNotMatch(out, /[{}"]/);
  assert.match(out, /^\d\d:\d\d:\d\d INFO {2}request completed GET \/tasks → 401 3 ms$/);
});

test('an error keeps its message', () => {
  const out = formatLogLine(
    JSON.stringify({ level: 50, msg: 'boom', err: { message: 'db down' } }),
  );
  assert.match(out, /ERROR boom — db down$/);
});

test('lines that are not pino JSON are left alone', () => {
  assert.equal(formatLogLine('i  emulators: Starting'), 'i  emulators: Starting');
  assert.equal(formatLogLine('{not json'), '{not json');
  assert.equal(formatLogLine('{"a":1}'), '{"a":1}');
});
