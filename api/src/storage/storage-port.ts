/**
 * Where file bytes live. Keys are always chosen by the server (never a client path),
 * so an S3-compatible adapter can implement the same three calls with object keys.
 */
export interface StoragePort {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The bytes, or null when the key is unknown. */
  get(key: string): Promise<Buffer | null>;
  /** Removing an unknown key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY_PATTERN = /^[a-z]+\/[A-Za-z0-9_-]+$/;

/** Server-chosen keys look like `products/f_abc`; anything else is a bug, not user input. */
export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key)) throw new Error(`Invalid storage key: ${key}`);
}
