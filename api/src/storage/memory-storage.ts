import { assertStorageKey, type StoragePort } from './storage-port.js';

/** In-process storage for tests and throwaway runs. */
export class MemoryStorage implements StoragePort {
  readonly files = new Map<string, Buffer>();

  async put(key: string, bytes: Buffer): Promise<void> {
    assertStorageKey(key);
    this.files.set(key, Buffer.from(bytes));
  }

  async get(key: string): Promise<Buffer | null> {
    return this.files.get(key) ?? null;
  }

  async delete(key: string): Promise<void> {
    this.files.delete(key);
  }
}
