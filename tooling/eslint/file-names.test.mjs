// leafbid/file-names (issue 36): kebab-case under every package's src/.
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { fileNamesRule } from './file-names.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const file = (name) => ({ filename: path.join(root, name), code: 'export {};' });
const misnamed = (name) => ({ ...file(name), errors: [{ messageId: 'misnamed' }] });

RuleTester.describe = describe;
RuleTester.it = it;
const tester = new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 2022, sourceType: 'module' },
});

tester.run('leafbid/file-names', fileNamesRule(root), {
  valid: [
    file('host/src/features/shell/components/media-cookie-notice.tsx'),
    file('host/src/features/shell/components/media-cookie-notice.test.tsx'),
    file('host/src/features/loading/components/start-gate.fr-CA.test.tsx'),
    file('remote-listings/src/app/my-listings.fr-ca.test.tsx'),
    file('host/src/index.ts'),
    file('remote-orders/src/messages.ts'),
    file('domain/src/listing.messages.ts'),
    file('shared/src/env.d.ts'),
    file('shared/src/ui/fr-CA.test.tsx'),
    file('api/src/routes/products/_id/files.ts'),
    file('tests/fixtures/rsbuild-remote/src/bootstrap.tsx'),
    // Outside src/ the name is the tool's: webpack.config.cjs, playwright.config.ts …
    file('host/webpack.config.cjs'),
    file('tests/e2e/Other-Bundler.spec.ts'),
  ],
  invalid: [
    misnamed('host/src/features/shell/components/MediaCookieNotice.tsx'),
    misnamed('host/src/features/shell/components/MediaCookieNotice.test.tsx'),
    misnamed('host/src/features/loading/components/StartGate.fr-CA.test.tsx'),
    misnamed('remote-orders/src/features/orders/components/orderList.tsx'),
    misnamed('remote-orders/src/features/orders/components/order_list.tsx'),
    misnamed('api/src/routes/products/_id/Files.ts'),
    misnamed('remote-orders/src/features/Orders/index.ts'),
    misnamed('remote-orders/src/lib/useLazy/index.ts'),
    misnamed('tests/fixtures/rsbuild-remote/src/Bootstrap.tsx'),
  ],
});
