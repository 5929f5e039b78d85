import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import { apiText } from '../src/error-text.js';
import { loadConfig, type Config } from '../src/config.js';
import type { Db } from '../src/db/client.js';
import { core } from '../src/plugins/database.js';
import { errorHandler } from '../src/plugins/error-handler.js';
import { multipartBodies } from '../src/plugins/multipart.js';
import { LocalFolderStorage } from '../src/storage/local-folder-storage.js';
import { MemoryStorage } from '../src/storage/memory-storage.js';
import {
  describeTypes,
  detectFileType,
  DOCUMENT_TYPES,
  IMAGE_TYPES,
  VIDEO_TYPES,
} from '../src/uploads/file-type.js';
import { receiveUploads } from '../src/uploads/receive-uploads.js';
import { JPEG_BYTES, multipartBody, PDF_BYTES, PNG_BYTES, errorOf } from './helpers.js';

/** An MP4 (`ftyp isom`), a QuickTime movie (`ftyp qt  `) and a WebM (EBML, DocType "webm"). */
const MP4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x20]),
  Buffer.from('ftypisom\0\0\x02\0isomiso2avc1mp41', 'latin1'),
]);
const MOV = Buffer.concat([
  Buffer.from([0, 0, 0, 0x14]),
  Buffer.from('ftypqt  \0\0\0\0qt  ', 'latin1'),
]);
const WEBM = Buffer.from([
  0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0xf7, 0x81, 0x01, 0x42, 0xf2, 0x81,
  0x04, 0x42, 0xf3, 0x81, 0x08, 0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d, 0x42, 0x87, 0x81, 0x04,
]);
const MKV = Buffer.from(WEBM.toString('latin1').replace('\x84webm', '\x88matroska'), 'latin1');

describe('detectFileType: by the first bytes, never by name', () => {
  const cases: Array<[string, Buffer, string | null]> = [
    ['PDF', PDF_BYTES, 'application/pdf'],
    ['PNG', PNG_BYTES, 'image/png'],
    ['JPEG', JPEG_BYTES, 'image/jpeg'],
    ['MP4', MP4, 'video/mp4'],
    ['QuickTime', MOV, 'video/quicktime'],
    ['WebM', WEBM, 'video/webm'],
    ['Matroska (not WebM)', MKV, null],
    [
      'HEIF (an ftyp that is not a video)',
      Buffer.from('\0\0\0\x18ftypheic\0\0\0\0', 'latin1'),
      null,
    ],
    ['GIF', Buffer.from('GIF89a'), null],
    ['text', Buffer.from('hello world'), null],
    ['empty', Buffer.alloc(0), null],
  ];
  for (const [name, bytes, type] of cases) {
    it(`${name} → ${type}`, () => assert.equal(detectFileType(bytes), type));
  }

  it('describes the accepted types of a field', () => {
    assert.equal(describeTypes(DOCUMENT_TYPES), 'a PDF, JPEG or PNG');
    assert.equal(describeTypes(IMAGE_TYPES), 'a JPEG or PNG image');
    assert.equal(
      describeTypes([...IMAGE_TYPES, ...VIDEO_TYPES]),
      'a JPEG or PNG image, or an MP4, MOV or WebM video',
    );
  });
});

describe('LocalFolderStorage.put streams to a temp file and renames', () => {
  let root: string;
  before(async () => (root = await mkdtemp(path.join(tmpdir(), 'leafbid-storage-'))));
  after(async () => rm(root, { recursive: true, force: true }));

  it('stores the streamed bytes and answers their count', async () => {
    async function* chunks() {
      yield Buffer.from('ab');
      yield Buffer.from('cd');
    }
    const storage = new LocalFolderStorage(root);
    assert.equal(await storage.put('products/f_one', chunks(), 'image/png'), 4);
    assert.equal((await storage.get('products/f_one'))!.toString(), 'abcd');
  });

  it('leaves nothing behind (no file, no temp file) when the source fails midway', async () => {
    async function* failing() {
      yield Buffer.alloc(1024, 1);
      throw new Error('cut off');
    }
    const storage = new LocalFolderStorage(root);
    await assert.rejects(storage.put('products/f_two', failing(), 'image/png'), /cut off/);
    assert.equal(await storage.get('products/f_two'), null);
    assert.deepEqual(await readdir(path.join(root, 'products')), ['f_one']);
  });
});

/**
 * The upload mechanism on a route of its own (as the routes still to come will use it): one
 * field of images, one of images or videos, one text field.
 */
describe('receiveUploads', () => {
  let app: FastifyInstance;
  const storage = new MemoryStorage();
  const committed: string[][] = [];
  let failCommit = false;

  before(async () => {
    const config: Config = {
      ...loadConfig({ NODE_ENV: 'test' }),
      maxUploadBytes: 1024,
      maxVideoUploadBytes: 4096,
    };
    app = Fastify({ logger: false });
    await app.register(errorHandler);
    await app.register(core, { config, db: {} as Db, storage });
    await app.register(multipartBodies);
    app.post('/upload', async (request, reply) => {
      const result = await receiveUploads(request, {
        fields: {
          photo: { accept: IMAGE_TYPES, max: 2 },
          media: { accept: [...IMAGE_TYPES, ...VIDEO_TYPES] },
        },
        textFields: { title: { maxLength: 10 } },
        store: { folder: 'products', idPrefix: 'f' },
        maxTotalBytes: { bytes: 1500, message: apiText('plainText', 'Quota reached') },
        commit: async (files, text) => {
          if (failCommit) throw new Error('database down');
          committed.push(files.map((f) => `${f.field}:${f.contentType}:${f.size}`));
          return { files: files.map((f) => f.contentType), text };
        },
      });
      return reply.status(201).send(result);
    });
    await app.ready();
  });
  after(async () => app.close());

  const post = (parts: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(parts);
    return app.inject({ method: 'POST', url: '/upload', ...body });
  };
  const padded = (head: Buffer, size: number) =>
    Buffer.concat([head, Buffer.alloc(size - head.length)]);

  it('stores files and text fields, typed by content', async () => {
    const res = await post([
      { name: 'title', data: 'Kush' },
      { name: 'photo', filename: 'a.png', data: PNG_BYTES },
      { name: 'photo', filename: 'b.jpg', data: JPEG_BYTES },
      { name: 'media', filename: 'clip.bin', data: WEBM },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    assert.deepEqual(res.json(), {
      files: ['image/png', 'image/jpeg', 'video/webm'],
      text: { title: 'Kush' },
    });
    assert.equal(storage.files.size, 3);
  });

  it('videos have their own size limit (MAX_VIDEO_UPLOAD_BYTES)', async () => {
    storage.files.clear();
    let res = await post([{ name: 'media', filename: 'm.mp4', data: padded(MP4, 1400) }]);
    assert.equal(res.statusCode, 201, res.body);
    res = await post([{ name: 'media', filename: 'm.png', data: padded(PNG_BYTES, 1400) }]);
    assert.equal(res.statusCode, 413);
    assert.deepEqual(errorOf(res), { error: 'media: File is larger than 1 KB', field: 'media' });
    res = await post([{ name: 'media', filename: 'm.mov', data: padded(MOV, 5000) }]);
    assert.equal(res.statusCode, 413);
    assert.equal(res.json().field, 'media');
    assert.equal(storage.files.size, 1, 'only the accepted MP4 is stored');
  });

  it('a field accepts only its types: a video is no photo', async () => {
    const res = await post([{ name: 'photo', filename: 'a.mp4', data: MP4 }]);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), {
      error: 'photo: File must be a JPEG or PNG image',
      field: 'photo',
    });
  });

  it('any failure removes what the request already stored: limit, quota, bad part, commit', async () => {
    storage.files.clear();
    const failures: Array<[Parameters<typeof multipartBody>[0], number, string]> = [
      [
        [
          { name: 'photo', filename: 'a.png', data: PNG_BYTES },
          { name: 'media', filename: 'b.png', data: padded(PNG_BYTES, 2000) },
        ],
        413,
        'media: File is larger than 1 KB',
      ],
      [
        [
          { name: 'photo', filename: 'a.png', data: padded(PNG_BYTES, 1000) },
          { name: 'photo', filename: 'b.png', data: padded(PNG_BYTES, 1000) },
        ],
        413,
        'photo: Quota reached',
      ],
      [
        [
          { name: 'photo', filename: 'a.png', data: PNG_BYTES },
          { name: 'photo', filename: 'b.png', data: PNG_BYTES },
          { name: 'photo', filename: 'c.png', data: PNG_BYTES },
        ],
        400,
        'photo: At most 2 files',
      ],
      [
        [
          { name: 'photo', filename: 'a.png', data: PNG_BYTES },
          { name: 'title', data: 'a title that is too long' },
        ],
        400,
        'title: must be at most 10 characters',
      ],
      [[{ name: 'photo', data: 'not a file' }], 400, 'photo: Expected a file'],
      [[{ name: 'title', data: 'only text' }], 400, 'photo, media: No file uploaded'],
    ];
    for (const [parts, status, error] of failures) {
      const res = await post(parts);
      assert.equal(res.statusCode, status, error);
      assert.equal(res.json().error, error);
    }
    failCommit = true;
    try {
      const res = await post([{ name: 'photo', filename: 'a.png', data: PNG_BYTES }]);
      assert.equal(res.statusCode, 500);
    } finally {
      failCommit = false;
    }
    assert.equal(storage.files.size, 0);
  });

  it('multipart without a boundary, or not multipart at all, is a 400', async () => {
    let res = await app.inject({
      method: 'POST',
      url: '/upload',
      headers: { 'content-type': 'multipart/form-data' },
      payload: 'x',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), {
      error: 'Content-Type: multipart/form-data needs a boundary parameter',
      field: 'Content-Type',
    });
    res = await app.inject({ method: 'POST', url: '/upload', payload: { photo: 'x' } });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), { error: 'body: Expected multipart/form-data', field: 'body' });
  });
});
