// One federation runtime per page (issue 12): what a remote's standalone page loads instead of the
// host's copy.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import vm from 'node:vm';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { bundleRuntimeCore, RUNTIME_CORE_GLOBAL } = require('./federation-runtime.cjs');

describe('the standalone page runtime', () => {
  it('sets the runtime-core global a remote build reads, and leaves a host-provided one alone', async () => {
    const code = await bundleRuntimeCore();
    const alone = vm.createContext({});
    vm.runInContext(code, alone);
    assert.equal(typeof alone[RUNTIME_CORE_GLOBAL].ModuleFederation, 'function');

    const hostProvided = { ModuleFederation: class {} };
    const withHost = vm.createContext({ [RUNTIME_CORE_GLOBAL]: hostProvided });
    vm.runInContext(code, withHost);
    assert.equal(withHost[RUNTIME_CORE_GLOBAL], hostProvided);
  });
});
