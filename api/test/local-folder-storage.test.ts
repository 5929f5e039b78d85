import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { LocalFolderStorage } from '../src/storage/local-folder-storage.js';

const roots: string[] = [];
after(async () => Promise.all(roots.map((root) => rm(root, { recursive: true, force: true }))));

async function storage(): Promise<LocalFolderStorage> {
  const root = await mkdtemp(path.join(tmpdir(), 'leafbid-storage-'));
  roots.push(root);
  return new LocalFolderStorage(root);
}

const files = async (s: LocalFolderStorage) =>
  (await readdir(s.root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => e.name);

describe('LocalFolderStorage.put', () => {
  it('a source that fails at once (a quota refused on the first chunk) leaves no file, not even the temp one', async () => {
    const s = await storage();
    for (let i = 0; i < 50; i += 1) {
      async function* refused() {
        if (i % 2) yield Buffer.from('first chunk');
        throw new Error('quota');
      }
      await assert.rejects(s.put(`products/f_${i}`, refused()), /quota/);
    }
    // The write stream's file is opened asynchronously: removing the temp file before that open
    // completed used to leave it behind.
    await new Promise((resolve) => setTimeout(resolve, 50));
    assert.deepEqual(await files(s), []);
  });

  it('a whole source is stored under its key', async () => {
    const s = await storage();
    async function* bytes() {
      yield Buffer.from('hello ');
      yield Buffer.from('world');
    }
    assert.equal(await s.put('products/f_1', bytes()), 11);
    assert.deepEqual(await files(s), ['f_1']);
    assert.equal((await s.get('products/f_1'))?.toString(), 'hello world');
  });
});
