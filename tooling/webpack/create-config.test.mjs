// The federation config every app is built with: each public entry point of @leafbid/shared is a
// singleton (the remote-description contract of issue 11, '/platform', included), and only the
// remotes get the description step.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const { createConfig, createSharedConfig } = require('./create-config.cjs');
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

describe('createSharedConfig', () => {
  it('shares every public @leafbid/shared entry point, /platform included, as a singleton built from its source', () => {
    const shared = createSharedConfig(path.join(repoRoot, 'host'));
    for (const entry of ['domain', 'schemas', 'ui', 'platform']) {
      const key = `@leafbid/shared/${entry}`;
      assert.equal(shared[key]?.singleton, true, key);
      assert.equal(shared[key]?.shareKey, key);
      assert.equal(
        shared[key]?.import,
        path.join(repoRoot, 'shared', 'src', entry, 'index.ts'),
        key,
      );
    }
    assert.equal(shared['@leafbid/shared/testing'], undefined);
  });
});

describe('createConfig', () => {
  const pluginNames = (config) => config.plugins.map((plugin) => plugin.constructor.name);

  it('gives a remote the step that writes its leafbid-remote.json, and the host none', () => {
    const remote = createConfig({
      name: 'orders',
      dir: path.join(repoRoot, 'remote-orders'),
      exposes: { './OrdersPage': './src/app/exposes/orders-page.tsx' },
    });
    const host = createConfig({ name: 'host', dir: path.join(repoRoot, 'host'), isHost: true });
    assert.ok(pluginNames(remote).includes('RemoteDescriptionPlugin'));
    assert.ok(!pluginNames(host).includes('RemoteDescriptionPlugin'));
  });
});
