// Issue 41: deploy/static.conf sends nosniff and frame protection on every path. nginx drops the
// server's add_header lines in a location that has add_header lines of its own, so each such
// location must repeat them. Run: node --test deploy/
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const conf = readFileSync(new URL('./static.conf', import.meta.url), 'utf8').replace(/#.*$/gm, '');
const REQUIRED = [
  /add_header X-Content-Type-Options nosniff always;/,
  /add_header X-Frame-Options DENY always;/,
  /add_header Content-Security-Policy "frame-ancestors 'none'" always;/,
];

/** The server block's own lines and each location's body (one level of nesting). */
function blocks(text) {
  const server = text.slice(text.indexOf('server {'));
  const locations = [...server.matchAll(/location\s+([^{]+)\{([^}]*)\}/g)].map((m) => ({
    name: m[1].trim(),
    body: m[2],
  }));
  const own = server.replace(/location\s+[^{]+\{[^}]*\}/g, '');
  return { own, locations };
}

describe('deploy/static.conf security headers (issue 41)', () => {
  const { own, locations } = blocks(conf);
  it('the server block sends them', () => {
    for (const header of REQUIRED) assert.match(own, header);
  });
  it('every location with add_header of its own repeats them', () => {
    const withHeaders = locations.filter((l) => /add_header/.test(l.body));
    assert.ok(withHeaders.length >= 2);
    for (const location of withHeaders)
      for (const header of REQUIRED) assert.match(location.body, header, location.name);
  });
});
