// Issue 41: deploy/static.conf sends nosniff and frame protection on every path. nginx drops the
// server's add_header lines in a location that has add_header lines of its own, so each such
// location must repeat them. Run: node --test deploy/
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';

const conf = readFileSync(new URL('./static.conf', import.meta.url), 'utf8').replace(/#.*$/gm, '');
const REQUIRED = [
  /add_header X-Content-Type-Options nosniff always;/,
  /add_header X-Frame-Options DENY always;/,
  // Issue 37: the page's policy (csp.conf, printed by tooling/serve/csp.mjs at deploy time).
  /add_header Content-Security-Policy \$leafbid_csp always;/,
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

// Issue 37: nginx itself reads the file (with a policy and the compose file's upstreams on
// loopback) where nginx is installed; `nginx -t` fails on a directive it does not know.
describe('deploy/static.conf as nginx reads it', () => {
  const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => existsSync(file));
  it('passes nginx -t', { skip: nginx ? false : 'nginx is not installed here' }, () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'leafbid-nginx-'));
    try {
      const text = readFileSync(new URL('./static.conf', import.meta.url), 'utf8')
        .replace('server lb:8080', 'server 127.0.0.1:8080')
        .replace('server objects:9000', 'server 127.0.0.1:9000');
      writeFileSync(path.join(dir, 'static.conf'), text);
      writeFileSync(
        path.join(dir, 'csp.conf'),
        'map $host $leafbid_csp { default "frame-ancestors \'none\'"; }\n',
      );
      writeFileSync(
        path.join(dir, 'nginx.conf'),
        [
          'events {}',
          `pid ${dir}/nginx.pid;`,
          `error_log ${dir}/error.log;`,
          'http {',
          '  access_log off;',
          `  include ${dir}/csp.conf;`,
          `  include ${dir}/static.conf;`,
          '}',
          '',
        ].join('\n'),
      );
      const result = spawnSync(nginx, ['-t', '-c', path.join(dir, 'nginx.conf')], {
        encoding: 'utf8',
      });
      assert.equal(result.status, 0, result.stderr);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
