// Types of store.mjs (docs/releases.md "Storage", issue 37).
import type { Registry } from './registry.mjs';

export interface S3Options {
  bucket: string;
  /** The releases' prefix in the bucket (RELEASES_S3_PREFIX), '' for its root. */
  prefix?: string;
  /** An S3Client of @aws-sdk/client-s3 to use (else one is made from the options below). */
  client?: unknown;
  endpoint?: string;
  region?: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle?: boolean;
  /** Conditional registry writes tried before giving up (412 / 409 answers). Default 20. */
  maxAttempts?: number;
}

export interface LocalOptions {
  dir: string;
  /** A registry.lock older than this is a crashed writer's (default 30 000 ms). */
  lockStaleMs?: number;
  /** How long to wait for the lock (default 60 000 ms). */
  lockTimeoutMs?: number;
}

/** A file of a release: read from `file` (an absolute path) or given as `body`. */
export interface ReleaseFile {
  /** Its path inside the release folder, forward slashes (`locales/en-CA.1a2b.json`). */
  path: string;
  file?: string;
  body?: Uint8Array | string;
}

export interface ReleaseStore {
  kind: 'local' | 's3';
  /** The local store's folder (each remote's releases are `<root>/<remote>/`); undefined for S3. */
  root: string | undefined;
  describe(): string;
  readRegistry(): Promise<Registry>;
  /**
   * Applies `change` to the registry as stored and writes the result atomically (re-applied after
   * a concurrent write). Returning the same object (or nothing) writes nothing. Answers the
   * registry as written.
   */
  updateRegistry(
    change: (registry: Registry) => Registry | undefined | Promise<Registry | undefined>,
  ): Promise<Registry>;
  hasRelease(remote: string, id: string): Promise<boolean>;
  /** Stores a release's files; throws ReleaseExistsError when that release is stored already. */
  storeRelease(remote: string, id: string, files: ReleaseFile[]): Promise<void>;
  /** The ids of the release folders stored for `remote`, sorted. */
  listReleases(remote: string): Promise<string[]>;
  deleteRelease(remote: string, id: string): Promise<void>;
  /** A stored file's bytes, undefined when missing. */
  readFile(remote: string, id: string, file: string): Promise<Buffer | undefined>;
  close(): Promise<void>;
}

export const REGISTRY_FILE: string;
export const LOCK_FILE: string;
export const LOCK_STALE_MS: number;
export class ReleaseExistsError extends Error {
  constructor(remote: string, id: string);
}
export function releaseFileHeaders(file: string): {
  ContentType: string;
  ContentEncoding?: string;
  CacheControl: string;
};
export function openReleaseStore(options: LocalOptions | { s3: S3Options }): ReleaseStore;
