import packageJson from '../../package.json';
import { KERNEL_VERSION } from './index';

describe('the kernel version (issue 17)', () => {
  it("is shared/package.json's, a semver version", () => {
    expect(KERNEL_VERSION).toBe(packageJson.version);
    expect(KERNEL_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
