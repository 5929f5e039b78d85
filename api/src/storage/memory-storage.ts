import {
  assertStorageKey,
  bytesOf,
  type ByteSource,
  type StoragePort,
  type StoredStream,
} from './storage-port.js';

/** In-process storage for tests and throwaway runs; keeps a key only once its source ended. */
export class MemoryStorage implements StoragePort {
  readonly files = new Map<string, Buffer>();

  async put(key: string, source: ByteSource, _contentType?: string): Promise<number> {
    assertStorageKey(key);
    const chunks: Buffer[] = [];
    for await (const chunk of source) chunks.push(Buffer.from(chunk));
    const bytes = Buffer.concat(chunks);
    this.files.set(key, bytes);
    return bytes.length;
  }

  async get(key: string): Promise<Buffer | null> {
    return this.files.get(key) ?? null;
  }

  async open(key: string): Promise<StoredStream | null> {
    const bytes = this.files.get(key);
    return bytes ? { size: bytes.length, stream: bytesOf(bytes) } : null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}
