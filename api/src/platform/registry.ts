// Issue 37: the release registry as the API reads and changes it (docs/releases.md "The registry
// document"). The document, its changes and its stores are @leafbid/tooling/release's, shared
// with `npm run release` (scripts/release.mjs); the API only says where the registry lives: the
// bucket when RELEASES_S3_BUCKET is set (with the API's S3_* endpoint and keys), else
// <DATA_DIR>/releases.
import { openReleaseStore, type ReleaseStore } from '@leafbid/tooling/release';
import type { Config } from '../config.js';
import { createS3Client } from '../storage/s3-storage.js';

export {
  RegistryError,
  canary,
  endCanary,
  promote,
  rollback,
  servedRegistry,
  stableHistory,
  type Registry,
  type Release,
  type ReleaseStore,
  type RemoteReleases,
  type ServedRegistry,
} from '@leafbid/tooling/release';

/** The configured store of releases and their registry. */
export function openRegistryStore(config: Config): ReleaseStore {
  const s3 = config.releasesStorage;
  if (!s3) return openReleaseStore({ dir: config.releasesDir });
  return openReleaseStore({
    s3: {
      bucket: s3.bucket,
      prefix: s3.prefix,
      // The API's own client (its endpoint, region, keys and checksum settings).
      client: createS3Client(s3),
    },
  });
}
