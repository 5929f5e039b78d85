// The workspace's eslint.config.mjs holds the architecture (issue 36): a file that breaks a rule
// fails lint, one that keeps it passes. Files are linted as text at the path they would have, so
// nothing is written into the repository.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rules `code` breaks when it is the file `file` of the repository. */
async function rulesBroken(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return [...new Set(result.messages.map((message) => message.ruleId ?? message.message))];
}

describe('eslint.config.mjs holds the boundaries', () => {
  it('a feature never imports src/app; it takes the texts from src/messages.ts', async () => {
    const file = 'host/src/features/shell/components/some-notice.ts';
    assert.deepEqual(
      await rulesBroken(file, "export { SHELL_MESSAGES } from '../../../app/messages';\n"),
      ['leafbid/boundaries'],
    );
    assert.deepEqual(
      await rulesBroken(file, "export { SHELL_MESSAGES } from '../../../messages';\n"),
      [],
    );
  });

  it('no relative path into another package: the kernel is imported by its name', async () => {
    const file = 'remote-orders/src/app/bus-bridge.ts';
    assert.deepEqual(await rulesBroken(file, "export { bus } from '../../../shared/src/bus';\n"), [
      'leafbid/boundaries',
    ]);
    assert.deepEqual(await rulesBroken(file, "export { bus } from '@leafbid/shared';\n"), []);
  });

  it('the domain package and the API import no kernel', async () => {
    for (const file of ['domain/src/some-rule.ts', 'api/src/routes/some-route.ts'])
      assert.deepEqual(await rulesBroken(file, "export { bus } from '@leafbid/shared';\n"), [
        'leafbid/boundaries',
      ]);
    assert.deepEqual(
      await rulesBroken(
        'api/src/routes/some-route.ts',
        "export { bidQuality } from '@leafbid/domain';\n",
      ),
      [],
    );
  });

  it('no import cycle: host/src/messages.ts importing the header that imports it back', async () => {
    const file = 'host/src/messages.ts';
    assert.deepEqual(
      await rulesBroken(file, "export { Header } from './features/shell/components/header';\n"),
      ['leafbid/import-cycles'],
    );
    assert.deepEqual(await rulesBroken(file, "export { bus } from '@leafbid/shared';\n"), []);
  });

  it('kebab-case file names under src/', async () => {
    const code = 'export const answer = 42;\n';
    assert.deepEqual(await rulesBroken('host/src/features/shell/components/SomeNotice.ts', code), [
      'leafbid/file-names',
    ]);
    assert.deepEqual(
      await rulesBroken('host/src/features/shell/components/some-notice.ts', code),
      [],
    );
    assert.deepEqual(
      await rulesBroken('host/src/features/shell/components/some-notice.fr-CA.test.ts', code),
      [],
    );
  });

  it('process.env only in config modules', async () => {
    const code = 'export const port = process.env.PORT;\n';
    for (const file of [
      'host/src/app/some-port.ts',
      'api/src/routes/some-route.ts',
      'shared/src/some-port.ts',
      'tooling/serve/some-port.mjs',
    ])
      assert.deepEqual(await rulesBroken(file, code), ['leafbid/env-in-config'], file);
    assert.deepEqual(await rulesBroken('api/src/config.ts', code), []);
    assert.deepEqual(await rulesBroken('host/webpack.config.cjs', code), []);
  });

  it('scripts/ and tests/ read process.env in their config module only', async () => {
    const code = "export const dataDir = process.env.DATA_DIR || '.data';\n";
    for (const file of [
      'scripts/start.mjs',
      'scripts/lib/some-helper.mjs',
      'tests/support/some-helper.ts',
      'tests/e2e/some.spec.ts',
      'tests/bench/some-bench.mjs',
    ])
      assert.deepEqual(await rulesBroken(file, code), ['leafbid/env-in-config'], file);
    assert.deepEqual(
      await rulesBroken(
        'scripts/lib/some-helper.mjs',
        'export const f = () => ({ ...process.env });\n',
      ),
      ['leafbid/env-in-config'],
    );
    assert.deepEqual(await rulesBroken('scripts/lib/config.mjs', code), []);
    assert.deepEqual(await rulesBroken('tests/config.mjs', code), []);
  });
});
