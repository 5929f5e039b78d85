/** Bytes as they arrive: a Node stream, or any async iterable of chunks. */
export type ByteSource = AsyncIterable<Uint8Array>;

/**
 * Where file bytes live. Keys are always chosen by the server (never a client path),
 * so an S3-compatible adapter can implement the same three calls with object keys.
 */
export interface StoragePort {
  /**
   * Stores the bytes as they stream in and answers how many were stored. When `source` fails
   * (the upload is cut off, a size or type check throws), nothing is stored under `key` and the
   * source's error is thrown: a reader never sees part of a file.
   */
  put(key: string, source: ByteSource, contentType: string): Promise<number>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The bytes as a stream with their length, or null when the key is unknown: for large files
   * (videos) sent on without holding them whole in memory, e.g. by the outbox relay.
   */
  open(key: string): Promise<StoredStream | null>;
  /** Removing an unknown key is not an error. */
  delete(key: string): Promise<void>;
}

export interface StoredStream {
  size: number;
  stream: ByteSource;
}

const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]+$/;

/** Server-chosen keys look like `products/f_abc`; anything else is a bug, not user input. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}

/** A Buffer as a ByteSource (seed data, tests). */
export async function* bytesOf(bytes: Uint8Array): ByteSource {
  yield bytes;
}
