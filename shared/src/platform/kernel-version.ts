// The kernel's version (issue 17): @leafbid/shared follows semver — a new export is a minor, a
// changed or removed one a major. Every build records the range it needs (^version) in its
// mf-manifest.json; the host checks each remote's range against the kernel it runs before
// mounting the remote.
import kernelPackage from '../../package.json';

/** The version of the kernel this code is, as released (shared/package.json; webpack keeps only it). */
export const KERNEL_VERSION: string = kernelPackage.version;
