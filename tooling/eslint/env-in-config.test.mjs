// leafbid/env-in-config (issue 36): process.env only in the configured config modules.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { envInConfigRule, globToRegExp } from './env-in-config.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const configModules = [
  'api/src/config.ts',
  'scripts/lib/config.mjs',
  'tests/config.mjs',
  '**/webpack.config.{cjs,js,mjs}',
];
const options = [{ configModules }];
const at = (name, code) => ({ filename: path.join(root, name), code, options });
const reads = (name, code, count = 1) => ({
  ...at(name, code),
  errors: Array.from({ length: count }, () => ({ messageId: 'outsideConfig' })),
});

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('leafbid/env-in-config', envInConfigRule(root), {
  valid: [
    at('api/src/config.ts', 'export const port = process.env.PORT;'),
    at('scripts/lib/config.mjs', 'export const childEnv = () => ({ ...process.env });'),
    at('tests/config.mjs', "export const CI = process.env.CI === 'true';"),
    at('host/webpack.config.cjs', 'module.exports = { mode: process.env.NODE_ENV };'),
    at('tests/fixtures/some-remote/webpack.config.mjs', 'export default { x: process.env.X };'),
    // A string naming it is no read (DefinePlugin's key).
    at('tooling/webpack/some-config.cjs', "module.exports = { 'process.env.NODE_ENV': '1' };"),
    // Another object's env, or a parameter named env.
    at('scripts/lib/stack.mjs', 'export const f = (options) => options.env.PORT;'),
    at('scripts/lib/stack.mjs', 'export const f = (env) => env.PORT;'),
    at('scripts/lib/stack.mjs', 'export const argv = process.argv;'),
  ],
  invalid: [
    reads('api/src/routes/products.ts', 'export const port = process.env.PORT;'),
    reads('host/src/app/some-port.ts', "export const port = process['env'].PORT;"),
    reads('scripts/start.mjs', "export const dir = process.env.DATA_DIR || '.data';"),
    reads(
      'scripts/lib/processes.mjs',
      'export const env = (extra) => ({ ...process.env, ...extra });',
    ),
    reads('tests/e2e/some.spec.ts', 'export const shots = process.env.E2E_SCREENSHOTS_DIR;'),
    reads(
      'tests/support/ports.ts',
      'export const offset = globalThis.process.env.E2E_PORT_OFFSET;',
    ),
    reads('tooling/serve/serve.mjs', 'const { env, argv } = process; export { env, argv };'),
    reads(
      'scripts/lib/chromium.mjs',
      "import { env } from 'node:process'; export const p = env.P;",
    ),
    // The config module's name elsewhere is not a config module.
    reads('host/src/config.ts', 'export const port = process.env.PORT;'),
    reads('scripts/config.mjs', 'export const a = process.env.A, b = process.env.B;', 2),
  ],
});

describe('globToRegExp', () => {
  it('matches ** across folders (none included), * within one name, {a,b} either', () => {
    const glob = globToRegExp('**/webpack.config.{cjs,mjs}');
    assert.ok(glob.test('webpack.config.cjs'));
    assert.ok(glob.test('remote-orders/webpack.config.mjs'));
    assert.ok(!glob.test('remote-orders/webpack.config.ts'));
    assert.ok(!glob.test('remote-orders/webpackXconfig.cjs'));
    assert.ok(globToRegExp('api/scripts/**').test('api/scripts/pg-drivers.ts'));
    assert.ok(!globToRegExp('api/*.ts').test('api/src/config.ts'));
  });
});
