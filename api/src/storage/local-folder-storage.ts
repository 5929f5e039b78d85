import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  assertStorageKey,
  type ByteSource,
  type StoragePort,
  type StoredStream,
} from './storage-port.js';

/** The embedded default: files under DATA_DIR/files. */
export class LocalFolderStorage implements StoragePort {
  constructor(readonly root: string) {}

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, source: ByteSource, _contentType?: string): Promise<number> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Stream into a temp file, then rename: a reader never sees half a file, and a failed
    // upload leaves nothing behind.
    const temp = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    let size = 0;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(null, chunk);
      },
    });
    const file = createWriteStream(temp, { flags: 'wx' });
    try {
      await pipeline(source, counter, file);
      await rename(temp, target);
      return size;
    } catch (error) {
      // A source that fails at once (a quota refused on the first chunk) fails the pipeline while
      // the file is still being opened; it is created after that. Removed only once it is closed.
      if (!file.closed) await once(file, 'close').catch(() => undefined);
      await rm(temp, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async open(key: string): Promise<StoredStream | null> {
    const file = this.pathOf(key);
    try {
      const { size } = await stat(file);
      // Opened when first read: a stream that is never read holds no file descriptor.
      async function* stream(): ByteSource {
        yield* createReadStream(file);
      }
      return { size, stream: stream() };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }
}
