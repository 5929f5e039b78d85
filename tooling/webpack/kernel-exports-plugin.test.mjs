// Issue 17: a remote built against a kernel without a name it imports used to run with that name
// `undefined` (the only sign a console warning). Its build fails instead, naming the import.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { runWebpack, tinyRemote } from './testing/tiny-remote.mjs';

const require = createRequire(import.meta.url);
const { createConfig } = require('./create-config.cjs');
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const kernelVersion = require(path.join(repoRoot, 'shared', 'package.json')).version;

let remote;
before(() => {
  // A tiny remote outside the workspace, seeing the packages a remote has (the host's).
  remote = tinyRemote('kernel-exports', {
    'src/index.ts': "import('./bootstrap');\n",
    'src/bootstrap.ts': [
      // Names the kernel has, through the root entry point and a subpath.
      "import { bus } from '@leafbid/shared';",
      "import { REMOTE_DESCRIPTION_FILE, notAKernelExport } from '@leafbid/shared/platform';",
      "import { localHelper, missingLocalName } from './local';",
      'console.log(bus, REMOTE_DESCRIPTION_FILE, notAKernelExport, localHelper, missingLocalName);',
      '',
    ].join('\n'),
    'src/local.ts': 'export const localHelper = 1;\n',
  });
});
after(() => remote.remove());

const build = () =>
  runWebpack(createConfig({ name: 'tiny', dir: remote.dir, exposes: {} }), {
    messages: false,
    moduleTrace: false,
  });

describe('a remote importing a name the kernel does not export', () => {
  it('fails its build, naming the file, the name, the entry point and the kernel version; the names that exist pass', async () => {
    const errors = await build();
    const kernelErrors = errors.filter((error) => error.message.includes('@leafbid/shared'));
    assert.equal(kernelErrors.length, 1, errors.map((error) => error.message).join('\n'));
    const [kernelError] = kernelErrors;
    assert.match(kernelError.moduleName, /src\/bootstrap\.ts$/);
    assert.match(kernelError.loc, /^4:/); // where the missing name is used
    assert.equal(
      kernelError.message,
      `'notAKernelExport' is imported from '@leafbid/shared/platform', which does not export it in the kernel this remote is built against (@leafbid/shared ${kernelVersion}). A new kernel export comes with a new minor version: build against a kernel that has it, or do without it.`,
    );
    // A workspace module's missing name fails the build too (webpack's exportsPresence).
    const localErrors = errors.filter((error) => error.message.includes('missingLocalName'));
    assert.equal(localErrors.length, 1);
    assert.match(
      localErrors[0].message,
      /export 'missingLocalName' .* was not found in '\.\/local'/,
    );
    assert.equal(errors.length, 2, errors.map((error) => error.message).join('\n'));
  });
});
