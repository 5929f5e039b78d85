import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { crc32, deflateSync } from 'node:zlib';
import { MAX_JSON_DEPTH, nestsDeeperThan } from '../src/json-body.js';
import { imageSizeReader, UNREADABLE, type ImageSize } from '../src/uploads/image-size.js';
import {
  addProductFile,
  createProduct,
  createTestContext,
  createUser,
  errorBody,
  JPEG_BYTES,
  multipartBody,
  PNG_BYTES,
  postMultipart,
  request,
  storedFileCount,
  SUBMISSION,
  SUBMISSION_FILES,
  submissionBody,
  tableCounts,
  type TestContext,
  type TestUser,
  errorOf,
  LICENCE_PARTS,
} from './helpers.js';

/** Issue 18, "Security found in the same pass": each is a clear 4xx, never a 500, nothing written. */
let ctx: TestContext;
let seller: TestUser;
before(async () => {
  ctx = await createTestContext({
    maxProductFileBytesPerContact: 4096,
    maxProductFilesPerContact: 6,
  });
  seller = await createUser(ctx.db, { contactType: ['Seller'] });
});
after(async () => ctx.close());

/** "Nothing written": no row and no stored file changed across `action`. */
async function writesNothing(action: () => Promise<void>): Promise<void> {
  const rows = await tableCounts(ctx.db);
  const files = await storedFileCount(ctx.storage);
  await action();
  assert.deepEqual(await tableCounts(ctx.db), rows, 'no row written');
  assert.equal(await storedFileCount(ctx.storage), files, 'no file stored');
}

const json = { 'content-type': 'application/json' };

describe('JSON nested deeper than 32 levels', () => {
  const deepArray = '['.repeat(7000) + ']'.repeat(7000);
  const deepObject = '{"a":'.repeat(2800) + '1' + '}'.repeat(2800);
  const tooDeep = errorBody(`body: JSON nested deeper than ${MAX_JSON_DEPTH} levels`);

  it('7,000 levels of [[[…]]] (14 KB) → 400 before parsing, not a 500', async () => {
    await writesNothing(async () => {
      const res = await request(
        ctx.app,
        'POST',
        '/support-requests',
        seller.token,
        deepArray,
        json,
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(errorOf(res), tooDeep);
    });
  });

  it('{"a":{"a":…}} on a profile update → 400', async () => {
    const res = await request(ctx.app, 'PUT', '/contacts', seller.token, deepObject, json);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), tooDeep);
  });

  it('the product part of a submission → 400 naming the part, no file stored', async () => {
    await writesNothing(async () => {
      const res = await postMultipart(
        ctx.app,
        '/products',
        seller.token,
        submissionBody(deepArray),
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(
        errorOf(res),
        errorBody(`product: JSON nested deeper than ${MAX_JSON_DEPTH} levels`),
      );
    });
  });

  it('brackets inside strings do not count (escaped quotes included)', async () => {
    const description = `a \\" ${'[{'.repeat(100)}`;
    const res = await request(
      ctx.app,
      'POST',
      '/support-requests',
      seller.token,
      `{"description":"${description}"}`,
      json,
    );
    assert.equal(res.statusCode, 201);
  });

  it('counts levels: 32 pass, 33 do not', () => {
    const nested = (n: number) => '['.repeat(n) + ']'.repeat(n);
    assert.equal(nestsDeeperThan(nested(32), 32), false);
    assert.equal(nestsDeeperThan(nested(33), 32), true);
    assert.equal(nestsDeeperThan(`[${'[],'.repeat(10_000)}[]]`, 32), false, 'wide is fine');
    assert.equal(nestsDeeperThan('{"a":"[[[[[[[[","b":{"c":[1]}}', 3), false);
  });
});

describe('multipart fields named after Object.prototype members', () => {
  const names = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'];
  const routes = [
    {
      label: 'POST /contacts/:id/attachments',
      url: () => `/contacts/${seller.contact!.id}/attachments`,
      expected: 'cannabis_license or cra_permit',
      before: [],
    },
    {
      label: 'POST /products',
      url: () => '/products',
      expected: 'cover or photo or certificate',
      before: [{ name: 'product', data: JSON.stringify(SUBMISSION) }],
    },
    {
      label: 'POST /products/:id/attachments',
      url: async () => {
        const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
        return `/products/${product.id}/attachments`;
      },
      expected: 'cover or photo or file or certificate or record_image',
      before: [{ name: 'cover', filename: 'cover.png', data: PNG_BYTES }],
    },
  ];

  for (const route of routes) {
    for (const name of names) {
      it(`${route.label}, a file or text part named ${name}: 400 naming it, nothing stored`, async () => {
        const url = await route.url();
        for (const part of [
          { name, filename: 'a.png', data: PNG_BYTES },
          { name, data: 'x' },
        ]) {
          await writesNothing(async () => {
            const body = multipartBody([...route.before, part]);
            const res = await postMultipart(ctx.app, url, seller.token, body);
            assert.equal(res.statusCode, 400, res.body);
            assert.deepEqual(
              errorOf(res),
              errorBody(
                'filename' in part
                  ? `${name}: Unexpected field; expected ${route.expected}`
                  : `${name}: Unexpected field`,
                name,
              ),
            );
          });
        }
      });
    }
  }
});

describe('product files: a quota per contact', () => {
  // This file's context: 4 KB and 6 files for the files of one contact's listings.
  const png = (size: number) =>
    Buffer.concat([PNG_BYTES, Buffer.alloc(size - PNG_BYTES.length, 0x20)]);
  const attach = (token: string, productId: string, parts: Parameters<typeof multipartBody>[0]) =>
    postMultipart(ctx.app, `/products/${productId}/attachments`, token, multipartBody(parts));

  it('bytes, over several listings: 413 naming the field, the upload stops, nothing stored', async () => {
    const owner = await createUser(ctx.db, { contactType: ['Seller'] });
    const first = await createProduct(ctx.db, { ownerContactId: owner.contact!.id });
    const second = await createProduct(ctx.db, { ownerContactId: owner.contact!.id });
    let res = await attach(owner.token, first.id, [
      { name: 'photo', filename: 'a.png', data: png(3000) },
    ]);
    assert.equal(res.statusCode, 201);
    await writesNothing(async () => {
      res = await attach(owner.token, second.id, [
        { name: 'photo', filename: 'b.png', data: png(500) },
        { name: 'photo', filename: 'c.png', data: png(1000) },
      ]);
      assert.equal(res.statusCode, 413);
      assert.deepEqual(
        errorOf(res),
        errorBody(
          'photo: Storage quota reached: your product files may take at most 4 KB in total (3 KB stored)',
        ),
      );
    });
    await writesNothing(async () => {
      const big = [
        { name: 'cover', filename: 'cover.png', data: png(1500) },
        ...SUBMISSION_FILES.slice(1),
      ];
      res = await postMultipart(ctx.app, '/products', owner.token, submissionBody(SUBMISSION, big));
      assert.equal(res.statusCode, 413);
      assert.equal(res.json().field, 'cover');
    });
    // Another seller has a quota of their own.
    const other = await createUser(ctx.db, { contactType: ['Seller'] });
    res = await postMultipart(ctx.app, '/products', other.token, submissionBody());
    assert.equal(res.statusCode, 201);
  });

  it("files: 409 once a contact's listings hold 6, nothing stored", async () => {
    const owner = await createUser(ctx.db, { contactType: ['Seller'] });
    let res = await postMultipart(ctx.app, '/products', owner.token, submissionBody());
    assert.equal(res.statusCode, 201, res.body);
    const productId = res.json().data[0].id as string;
    await writesNothing(async () => {
      res = await attach(owner.token, productId, [
        { name: 'photo', filename: 'a.png', data: PNG_BYTES },
        { name: 'photo', filename: 'b.jpg', data: JPEG_BYTES },
        { name: 'certificate', filename: 'c.png', data: PNG_BYTES },
      ]);
      assert.equal(res.statusCode, 409);
      assert.deepEqual(
        errorOf(res),
        errorBody('certificate: You can store at most 6 product files'),
      );
    });
    res = await attach(owner.token, productId, [
      { name: 'photo', filename: 'a.png', data: PNG_BYTES },
      { name: 'record_image', filename: 'r.png', data: PNG_BYTES },
    ]);
    assert.equal(res.statusCode, 201);
    // At the quota, a new cover still replaces the old one: the count stays at 6.
    res = await attach(owner.token, productId, [
      { name: 'cover', filename: 'new-cover.png', data: PNG_BYTES },
    ]);
    assert.equal(res.statusCode, 201, res.body);
    assert.equal((await ctx.app.productsRepository.fileUsage(owner.contact!.id)).files, 6);
  });

  it('parallel submissions cannot pass the quota together (counted under the contact lock)', async () => {
    const owner = await createUser(ctx.db, { contactType: ['Seller'] });
    const results = await Promise.all(
      [1, 2, 3].map(() => postMultipart(ctx.app, '/products', owner.token, submissionBody())),
    );
    assert.deepEqual(results.map((r) => r.statusCode).sort(), [201, 409, 409]);
    assert.deepEqual(await ctx.app.productsRepository.fileUsage(owner.contact!.id), {
      files: 4,
      bytes: SUBMISSION_FILES.reduce((total, f) => total + f.data.length, 0),
    });
  });
});

describe('free text is bounded (no fix needed: a regression check of the limits docs/api.md states)', () => {
  const tooLong = (body: { statusCode: number; json(): { field?: string } }, field: string) => {
    assert.equal(body.statusCode, 400);
    assert.equal(body.json().field, field);
  };

  it("a submission's Description (10,000), Lineage and Aromas (1,000)", async () => {
    for (const [field, max] of [
      ['Description', 10_000],
      ['Lineage', 1000],
      ['Aromas', 1000],
      ['Manufacturer_name', 200],
    ] as const) {
      await writesNothing(async () => {
        const body = submissionBody({ ...SUBMISSION, [field]: 'x'.repeat(max + 1) });
        tooLong(await postMultipart(ctx.app, '/products', seller.token, body), field);
      });
    }
  });

  it('a product edit, a contact note, a support request', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const put = (body: object) =>
      request(ctx.app, 'PUT', `/products/${product.id}`, seller.token, body);
    tooLong(await put({ Product_Name: 'x'.repeat(201) }), 'Product_Name');
    tooLong(await put({ Highest_Terpenes: 'x'.repeat(1001) }), 'Highest_Terpenes');
    const note = { note_content: 'x'.repeat(5001) };
    const url = `/contacts/${seller.contact!.id}/notes`;
    tooLong(await request(ctx.app, 'POST', url, seller.token, note), 'note_content');
    const support = { description: 'x'.repeat(5001) };
    tooLong(
      await request(ctx.app, 'POST', '/support-requests', seller.token, support),
      'description',
    );
  });
});

/** A PNG whose IHDR states `width` × `height` (the pixels themselves are a few bytes). */
function pngOf(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'latin1'), data])));
    return Buffer.concat([length, Buffer.from(type, 'latin1'), data, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    PNG_BYTES.subarray(0, 8),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG header: JFIF, an EXIF segment of `exifBytes`, a table, then the frame header (SOFn). */
function jpegOf(width: number, height: number, { exifBytes = 100, sof = 0xc0 } = {}): Buffer {
  const segment = (code: number, data: Buffer) => {
    const head = Buffer.from([0xff, code, 0, 0]);
    head.writeUInt16BE(data.length + 2, 2);
    return Buffer.concat([head, data]);
  };
  const frame = Buffer.from([8, 0, 0, 0, 0, 1, 1, 0x11, 0]);
  frame.writeUInt16BE(height, 1);
  frame.writeUInt16BE(width, 3);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xe0, Buffer.from('JFIF\0\x01\x01\0\0\x01\0\x01\0\0', 'latin1')),
    segment(
      0xe1,
      Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), Buffer.alloc(exifBytes, 0xff)]),
    ),
    segment(0xdb, Buffer.alloc(65, 1)),
    Buffer.from([0xff, 0xff]), // a fill byte before the next marker
    segment(sof, frame),
    segment(0xc4, Buffer.alloc(20, 0)),
    segment(0xda, Buffer.from([1, 1, 0, 0, 0x3f, 0])),
    Buffer.alloc(200, 0x55),
    Buffer.from([0xff, 0xd9]),
  ]);
}

describe('image dimensions, read from the header as it streams', () => {
  /** Feeds `bytes` in chunks of `size` and answers the first size the reader reports. */
  const sizeOf = (bytes: Buffer, chunk: number): ImageSize | typeof UNREADABLE | null => {
    const reader = imageSizeReader(bytes[0] === 0x89 ? 'image/png' : 'image/jpeg')!;
    for (let i = 0; i < bytes.length; i += chunk) {
      const found = reader.push(bytes.subarray(i, i + chunk));
      if (found) return found;
    }
    return null;
  };

  it('PNG IHDR and JPEG SOFn, in any chunking, after a 40 KB EXIF segment', () => {
    for (const chunk of [1, 3, 7, 64, 1000, 1 << 20]) {
      assert.deepEqual(sizeOf(pngOf(20_000, 20_000), chunk), { width: 20_000, height: 20_000 });
      assert.deepEqual(sizeOf(PNG_BYTES, chunk), { width: 1, height: 1 });
      assert.deepEqual(sizeOf(jpegOf(9000, 120, { exifBytes: 40_000 }), chunk), {
        width: 9000,
        height: 120,
      });
      // Progressive (SOF2); DHT (C4) shares the SOF range and is no frame header.
      assert.deepEqual(sizeOf(jpegOf(640, 480, { sof: 0xc2 }), chunk), { width: 640, height: 480 });
      assert.deepEqual(sizeOf(JPEG_BYTES, chunk), { width: 1, height: 1 });
      assert.equal(
        sizeOf(JPEG_BYTES.subarray(0, 20), chunk),
        null,
        'a header cut short has no size',
      );
      const scanFirst = Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 0xff, 0xd9]);
      assert.equal(sizeOf(scanFirst, chunk), UNREADABLE, 'image data before any frame header');
      const notIhdr = Buffer.concat([
        PNG_BYTES.subarray(0, 12),
        Buffer.from('IDAT'),
        Buffer.alloc(8),
      ]);
      assert.equal(sizeOf(notIhdr, chunk), UNREADABLE, 'a PNG whose first chunk is not IHDR');
    }
  });

  const tooLarge = (field: string, w: number, h: number) =>
    errorBody(`${field}: Image is ${w} × ${h} px, larger than 8000 × 8000 px`);

  it('a 20,000 × 20,000 px PNG cover → 400 naming the field and the size, nothing stored', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    await writesNothing(async () => {
      const body = multipartBody([
        { name: 'photo', filename: 'ok.png', data: pngOf(1280, 960) },
        { name: 'cover', filename: 'huge.png', data: pngOf(20_000, 20_000) },
      ]);
      const res = await postMultipart(
        ctx.app,
        `/products/${product.id}/attachments`,
        seller.token,
        body,
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(errorOf(res), tooLarge('cover', 20_000, 20_000));
    });
  });

  it('a JPEG 9,000 px wide in a submission, and a licence scan 8,001 px tall → 400, nothing stored', async () => {
    await writesNothing(async () => {
      const files = [
        ...SUBMISSION_FILES.slice(0, 2),
        { name: 'photo', filename: 'wide.jpg', data: jpegOf(9000, 1000, { exifBytes: 2000 }) },
      ];
      const res = await postMultipart(
        ctx.app,
        '/products',
        seller.token,
        submissionBody(SUBMISSION, files),
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(errorOf(res), tooLarge('photo', 9000, 1000));
    });
    const applicant = await createUser(ctx.db, { confirmed: false });
    await writesNothing(async () => {
      const body = multipartBody([
        { name: 'cannabis_license', filename: 'scan.png', data: pngOf(2480, 8001) },
        ...LICENCE_PARTS,
      ]);
      const res = await postMultipart(
        ctx.app,
        `/contacts/${applicant.contact!.id}/attachments`,
        applicant.token,
        body,
      );
      assert.equal(res.statusCode, 400);
      assert.deepEqual(errorOf(res), tooLarge('cannabis_license', 2480, 8001));
    });
  });

  it('an image whose header gives no size (cut short, or scan data first) → 400, nothing stored', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const unreadable = errorBody(
      'cover: The image cannot be read: its header gives no size. Export it again as a PNG or JPEG',
    );
    for (const data of [
      JPEG_BYTES.subarray(0, 20),
      Buffer.from([0xff, 0xd8, 0xff, 0xda, 0, 2, 1, 2, 3, 0xff, 0xd9]),
      Buffer.concat([PNG_BYTES.subarray(0, 12), Buffer.from('IDAT'), Buffer.alloc(64)]),
    ]) {
      await writesNothing(async () => {
        const res = await postMultipart(
          ctx.app,
          `/products/${product.id}/attachments`,
          seller.token,
          multipartBody([{ name: 'cover', filename: 'bad.jpg', data }]),
        );
        assert.equal(res.statusCode, 400, res.body);
        assert.deepEqual(errorOf(res), unreadable);
      });
    }
  });

  // Issue 41: 8,000 px a side and at most MAX_IMAGE_PIXELS (40 MP) in all: 8,000 × 8,000 is 422
  // (image-work.test.ts).
  it('8,000 px a side and 40 megapixels are stored', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const body = multipartBody([
      { name: 'cover', filename: 'edge.png', data: pngOf(8000, 5000) },
      { name: 'photo', filename: 'edge.jpg', data: jpegOf(8000, 4500) },
    ]);
    const res = await postMultipart(
      ctx.app,
      `/products/${product.id}/attachments`,
      seller.token,
      body,
    );
    assert.equal(res.statusCode, 201, res.body);
  });
});

describe('Cache-Control: no-store on answers carrying personal data', () => {
  it('profile, tasks, token, contact update, operator lists, errors of a signed-in caller', async () => {
    const admin = await createUser(ctx.db, { contactType: ['Admin'] });
    const get = (url: string, user = seller) => request(ctx.app, 'GET', url, user.token);
    const answers = [
      await get(`/contact-by-email?email=${encodeURIComponent(seller.email)}`),
      await get(`/tasks?who_id=${seller.contact!.id}`),
      await request(ctx.app, 'POST', '/token', seller.token),
      await request(ctx.app, 'PUT', '/contacts', seller.token, {
        data: [{ First_Name: 'Sam', Last_Name: 'Seller' }],
      }),
      await get('/operator/accounts', admin),
      await get('/operator/bids', admin),
      await get('/products/p_missing'),
    ];
    assert.deepEqual(
      answers.map((res) => res.statusCode),
      [200, 200, 200, 200, 200, 200, 404],
    );
    for (const res of answers) {
      assert.equal(res.headers['cache-control'], 'no-store', res.raw.req.url);
    }
  });

  it('images, files and the catalogue keep their own caching; anonymous answers get none', async () => {
    const product = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    await addProductFile(ctx, product.id, 'cover', PNG_BYTES);
    const image = await request(ctx.app, 'GET', `/product-image/${product.id}`, seller.token);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['cache-control'], 'private, max-age=3600');
    const catalogue = await request(ctx.app, 'GET', '/products', seller.token);
    assert.equal(catalogue.headers['cache-control'], 'private, no-cache');
    const anonymous = await request(ctx.app, 'GET', '/health', null);
    assert.equal(anonymous.headers['cache-control'], undefined);
  });
});

describe('unknown routes count against the rate limit', () => {
  const LIMIT = 20;
  let limited: TestContext;
  before(async () => {
    limited = await createTestContext({ rateLimitPerMinute: LIMIT }, { rateLimit: true });
  });
  after(async () => limited.close());

  it(`${LIMIT} 404s from one address, then 429; the 404 body is unchanged`, async () => {
    const probe = {
      method: 'GET',
      url: '/wp-admin/setup.php',
      remoteAddress: '10.18.0.1',
    } as const;
    for (let i = 0; i < LIMIT; i += 1) {
      const res = await limited.app.inject({ ...probe, url: `${probe.url}?i=${i}` });
      assert.equal(res.statusCode, 404);
      assert.deepEqual(errorOf(res), { error: 'Not found' });
    }
    const res = await limited.app.inject(probe);
    assert.equal(res.statusCode, 429);
    assert.match(
      res.json().error,
      /^Too many requests: at most 20 per minute\. Retry in \d+ seconds?\.$/,
    );
    assert.ok(Number(res.headers['retry-after']) >= 1);
  });

  it("a signed-in user's 404s and real calls share one budget", async () => {
    const user = await createUser(limited.db);
    const as = (url: string) =>
      limited.app.inject({
        method: 'GET',
        url,
        remoteAddress: '10.18.0.2',
        headers: { authorization: `Bearer ${user.token}` },
      });
    for (let i = 0; i < LIMIT / 2; i += 1) assert.equal((await as(`/nope/${i}`)).statusCode, 404);
    for (let i = 0; i < LIMIT / 2; i += 1) assert.equal((await as('/products')).statusCode, 200);
    assert.equal((await as('/products')).statusCode, 429);
    assert.equal((await as('/nope')).statusCode, 429);
  });
});
