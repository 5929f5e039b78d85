// The API logs JSON lines (pino). On the console they read as one short line each:
// "12:01:02 WARN  message  (req GET /tasks → 401, 3 ms)".
const LEVELS = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

/** A pino JSON line made readable; any other line comes back as it was. */
export function formatLogLine(line) {
  if (!line.startsWith('{')) return line;
  let entry;
  try {
    entry = JSON.parse(line);
  } catch {
    return line;
  }
  if (typeof entry !== 'object' || entry === null || !('level' in entry)) return line;
  const time = new Date(typeof entry.time === 'number' ? entry.time : Date.now())
    .toTimeString()
    .slice(0, 8);
  const level = (LEVELS[entry.level] ?? String(entry.level)).padEnd(5);
  const parts = [entry.msg ?? ''];
  const req = entry.req;
  if (req?.method && req?.url) parts.push(`${req.method} ${req.url}`);
  if (entry.res?.statusCode) parts.push(`→ ${entry.res.statusCode}`);
  if (typeof entry.responseTime === 'number') parts.push(`${Math.round(entry.responseTime)} ms`);
  if (entry.err?.message) parts.push(`— ${entry.err.message}`);
  return `${time} ${level} ${parts.filter(Boolean).join(' ')}`;
}
