import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  createProduct,
  createUser,
  errorBody,
  JPEG_BYTES,
  MOV_BYTES,
  MP4_BYTES,
  multipartBody,
  PDF_BYTES,
  PNG_BYTES,
  postMultipart,
  request,
  storedFileCount,
  SUBMISSION,
  SUBMISSION_FILES,
  submissionBody,
  tableCounts,
  WEBM_BYTES,
  errorOf,
} from './helpers.js';
import { testSuite } from './suite.js';

type Part = Parameters<typeof multipartBody>[0][number];

const { ctx, seller, buyer } = testSuite(
  { seller: { contactType: ['Buyer', 'Seller'] }, buyer: { contactType: ['Buyer'] } },
  { maxUploadBytes: 64 * 1024, maxVideoUploadBytes: 128 * 1024 },
);

const files = async () => storedFileCount(ctx.storage);
const submit = (token: string | null, body = submissionBody()) =>
  postMultipart(ctx.app, '/products', token, body);

/** Nothing was written: no row in any table, no file in storage. */
async function assertNothingWritten(before: { rows: Record<string, number>; files: number }) {
  assert.deepEqual(await tableCounts(ctx.db), before.rows, 'no row written');
  assert.equal(await files(), before.files, 'no file left in storage');
}
const snapshot = async () => ({ rows: await tableCounts(ctx.db), files: await files() });

describe('POST /products: one multipart submission (spec §5), all or nothing', () => {
  it('creates an inactive, not pending product with its cover, photos and certificate, and queues product_submission', async () => {
    const res = await submit(
      seller.token,
      submissionBody({ ...SUBMISSION, Product_Active: true, Request_pending: true }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const [product] = res.json().data;
    assert.match(product.id, /^p_/);
    assert.equal(product.Product_Name, 'Northern Lights');
    assert.equal(product.Product_Active, false, 'the client cannot publish its own submission');
    assert.equal(product.Request_pending, false);
    assert.deepEqual(product.Contact_Name, { id: seller.contact!.id });
    assert.equal(product.Product_Category, 'Cannabis flowers (mix sizes), Cannabis trimmings');
    assert.deepEqual(product.Certification, ['GACP', 'GMP1']);
    assert.equal(product.Highest_Terpenes, 'Myrcene, Limonene');
    assert.equal(product.THC_Max, 23);
    assert.equal(product.Harvest_Date, '2026-09-30');
    assert.equal(product.cover, `/product-image/${product.id}`);
    assert.equal(product.photos.length, 2);
    assert.equal(product.Image_1.content_Type, 'image/jpeg');
    assert.equal(product.Image_2.content_Type, 'image/png');
    assert.equal(product.Record_Image, null);

    // The cover at /product-image/{id}, the photos at their /file URLs, byte-identical.
    const cover = await request(ctx.app, 'GET', product.cover, seller.token);
    assert.equal(cover.statusCode, 200);
    assert.ok(cover.rawPayload.equals(PNG_BYTES));
    const second = await request(ctx.app, 'GET', product.photos[1], seller.token);
    assert.ok(second.rawPayload.equals(SUBMISSION_FILES[2]!.data as Buffer));
    const whole = (await request(ctx.app, 'GET', `/products/${product.id}`, seller.token)).json();
    assert.deepEqual(whole.product.photos, product.photos);

    const [row] = await ctx.db
      .select()
      .from(schema.outbox)
      .where(eq(schema.outbox.kind, 'product_submission'));
    const payload = row?.payload as { fields: Record<string, unknown>; files: unknown[] };
    assert.equal(payload.fields.id, product.id);
    assert.equal(payload.fields.Vendor_Name, 'Fraser Valley Craft');
    assert.equal(payload.fields.THC_as_is, 19);
    assert.equal(payload.fields.THC_max, 23);
    assert.equal(payload.fields.CBD_max, 1);
    assert.equal(payload.fields.user_id, seller.uid);
    assert.equal(payload.fields.user_email, seller.email);
    assert.equal(payload.fields.photo_files_count, 2);
    assert.equal(payload.fields.cert_files_count, 1);
    assert.equal(payload.fields.total_attachments, 4);
    assert.deepEqual(
      payload.files.map((f) => (f as { field: string }).field),
      ['cover_image', 'photo_0', 'photo_1', 'cert_0'],
    );
  });

  it('a buyer never sees the inactive submission, nor its cover or photos', async () => {
    const product = (await submit(seller.token)).json().data[0];
    const list = (await request(ctx.app, 'GET', '/products', buyer.token)).json();
    assert.ok(!list.products.some((p: { id: string }) => p.id === product.id));
    for (const url of [`/products/${product.id}`, product.cover, product.photos[0]]) {
      const res = await request(ctx.app, 'GET', url, buyer.token);
      assert.equal(res.statusCode, 404, url);
    }
  });

  it('every required field of §5 is a 400 naming it; nothing is written', async () => {
    const before = await snapshot();
    const required = Object.keys(SUBMISSION).filter((k) => k !== 'Aromas');
    for (const field of required) {
      const { [field]: _dropped, ...rest } = SUBMISSION as Record<string, unknown>;
      const res = await submit(seller.token, submissionBody(rest));
      assert.equal(res.statusCode, 400, field);
      assert.equal(res.json().field, field, res.body);
      assert.match(res.json().error, new RegExp(`^${field}: `));
    }
    await assertNothingWritten(before);
  });

  it('field rules: the 17 categories, the types, certifications, ranges, dates, money (400 naming the field)', async () => {
    const before = await snapshot();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ Product_Name: ' ' }, 'Product_Name: Product name is required'],
      [
        { Product_Category: ['Flowers'] },
        'Product_Category.0: Choose product categories from the list',
      ],
      [
        { Product_Category: 'Cannabis kief' },
        'Product_Category: Choose at least one product category',
      ],
      [{ Categories: [] }, 'Categories: Choose at least one type'],
      [
        { Categories: ['Ruderalis'] },
        'Categories.0: Invalid option: expected one of "Indica"|"Sativa"|"Hybrid"',
      ],
      [
        { Certification: ['ISO'] },
        'Certification.0: Invalid option: expected one of "GACP"|"GMP1"|"GMP2"|"GPP"',
      ],
      [{ Highest_Terpenes: [] }, 'Highest_Terpenes: Add at least one terpene'],
      [
        { Total_Terpenes_Percentage: 100.5 },
        'Total_Terpenes_Percentage: Total terpenes % must be between 0 and 100',
      ],
      [{ THC_Max: 101 }, 'THC_Max: THC max % must be between 0 and 100'],
      [{ THC_Min: 30, THC_Max: 20 }, 'THC_Max: THC max % must not be below the minimum'],
      [{ CBD_Min: '1' }, 'CBD_Min: CBD min % is required'],
      [
        { Grams_Available_When_submitted: -1 },
        'Grams_Available_When_submitted: Grams Available must not be negative',
      ],
      [{ Min_QTY_Request: 0 }, 'Min_QTY_Request: MOQ (g) must be at least 1 g'],
      [
        { Min_Request_G_Including_5_markup: 2.125 },
        'Min_Request_G_Including_5_markup: Bid minimum must be a whole number of cents (e.g. 0.01, not 0.015)',
      ],
      [{ Harvest_Date: '2024-02-31' }, 'Harvest_Date: Harvest date must be a date (YYYY-MM-DD)'],
      [{ Description: 'Dense\u0000' }, 'Description: must not contain a NUL character'],
    ];
    for (const [change, error] of cases) {
      const res = await submit(seller.token, submissionBody({ ...SUBMISSION, ...change }));
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(errorOf(res), errorBody(error), JSON.stringify(change));
    }
    for (const [text, error] of [
      ['{not json', 'product: Invalid JSON'],
      ['[1,2]', 'product: Expected a JSON object of product fields'],
      ['"\\ud800"', 'product: must be valid Unicode text (it contains a lone UTF-16 surrogate)'],
      [
        JSON.stringify({ ...SUBMISSION, Product_Name: 'x' }).replace('"x"', '"\\ud800"'),
        'Product_Name: must be valid Unicode text (it contains a lone UTF-16 surrogate)',
      ],
    ] as const) {
      const res = await submit(seller.token, submissionBody(text));
      assert.equal(res.statusCode, 400, text);
      assert.deepEqual(errorOf(res), errorBody(error), text);
    }
    await assertNothingWritten(before);
  });

  it('files: a cover, 1–4 photos or videos, 1–2 certificates, with the spec texts; nothing stored on refusal', async () => {
    const before = await snapshot();
    const [cover, photo, , certificate] = SUBMISSION_FILES as [Part, Part, Part, Part];
    const cases: Array<[Part[], number, { error: string; field?: string }]> = [
      [[photo, certificate], 400, errorBody('cover: Please add a cover image.')],
      [[cover, certificate], 400, errorBody('photo: Please add at least one photo or video.')],
      [[cover, photo], 400, errorBody('certificate: Please add at least one certificate.')],
      [
        [cover, photo, photo, photo, photo, photo, certificate],
        400,
        errorBody('You can only upload up to 4 photos.', 'photo'),
      ],
      [
        [cover, photo, certificate, certificate, certificate],
        400,
        errorBody('You can only upload up to 2 certificates.', 'certificate'),
      ],
      [[cover, cover, photo, certificate], 400, errorBody('cover: Sent more than once')],
      [[], 400, errorBody('cover: Please add a cover image.')],
    ];
    for (const [parts, status, body] of cases) {
      const res = await submit(seller.token, submissionBody(SUBMISSION, parts));
      assert.equal(res.statusCode, status, JSON.stringify(body));
      assert.deepEqual(errorOf(res), body);
    }
    await assertNothingWritten(before);
  });

  it('file kinds are checked by content: photos take images and MP4, WebM, QuickTime videos; the cover only images; certificates PDF, JPEG or PNG', async () => {
    const ok = await submit(
      seller.token,
      submissionBody(SUBMISSION, [
        { name: 'cover', filename: 'c.jpg', data: JPEG_BYTES },
        { name: 'photo', filename: 'clip.mp4', data: MP4_BYTES },
        { name: 'photo', filename: 'clip.webm', data: WEBM_BYTES },
        { name: 'photo', filename: 'clip.mov', data: MOV_BYTES },
        { name: 'photo', filename: 'still.png', data: PNG_BYTES },
        { name: 'certificate', filename: 'coa.png', data: PNG_BYTES },
        { name: 'certificate', filename: 'coa.pdf', data: PDF_BYTES },
      ]),
    );
    assert.equal(ok.statusCode, 201, ok.body);
    const product = ok.json().data[0];
    assert.deepEqual(
      [product.Image_1, product.Image_2, product.Image_3, product.Image_4].map(
        (f: { content_Type: string }) => f.content_Type,
      ),
      ['video/mp4', 'video/webm', 'video/quicktime', 'image/png'],
    );
    const video = await request(ctx.app, 'GET', product.photos[0], seller.token);
    assert.equal(video.headers['content-type'], 'video/mp4');
    assert.ok(video.rawPayload.equals(MP4_BYTES));

    const before = await snapshot();
    const cover = SUBMISSION_FILES[0]!;
    const certificate = SUBMISSION_FILES[3]!;
    const photo = SUBMISSION_FILES[1]!;
    const cases: Array<[Part[], string]> = [
      [
        [{ name: 'cover', filename: 'c.mp4', data: MP4_BYTES }, photo, certificate],
        'cover: File must be a JPEG or PNG image',
      ],
      [
        [cover, { name: 'photo', filename: 'p.jpg', data: PDF_BYTES }, certificate],
        'photo: File must be a JPEG or PNG image, or an MP4, MOV or WebM video',
      ],
      [
        [cover, { name: 'photo', filename: 'p.gif', data: Buffer.from('GIF89a....') }, certificate],
        'photo: File must be a JPEG or PNG image, or an MP4, MOV or WebM video',
      ],
      [
        [cover, photo, { name: 'certificate', filename: 'c.pdf', data: MP4_BYTES }],
        'certificate: File must be a PDF, JPEG or PNG',
      ],
      [
        [cover, photo, { name: 'certificate', filename: 'c.pdf', data: Buffer.alloc(0) }],
        'certificate: File is empty',
      ],
      [
        [cover, photo, certificate, { name: 'brochure', filename: 'b.pdf', data: PDF_BYTES }],
        'brochure: Unexpected field; expected cover or photo or certificate',
      ],
    ];
    for (const [parts, error] of cases) {
      const res = await submit(seller.token, submissionBody(SUBMISSION, parts));
      assert.equal(res.statusCode, 400, error);
      assert.deepEqual(errorOf(res), errorBody(error));
    }
    await assertNothingWritten(before);
  });

  it('videos have their own size limit (MAX_VIDEO_UPLOAD_BYTES), images theirs (MAX_UPLOAD_BYTES)', async () => {
    const before = await snapshot();
    const bigImage = Buffer.concat([PNG_BYTES, Buffer.alloc(70 * 1024)]);
    const bigVideo = Buffer.concat([MP4_BYTES, Buffer.alloc(140 * 1024)]);
    const [cover, photo, , certificate] = SUBMISSION_FILES as [Part, Part, Part, Part];
    let res = await submit(
      seller.token,
      submissionBody(SUBMISSION, [
        cover,
        { name: 'photo', filename: 'big.png', data: bigImage },
        certificate,
      ]),
    );
    assert.equal(res.statusCode, 413);
    assert.deepEqual(errorOf(res), errorBody('photo: File is larger than 64 KB'));
    res = await submit(
      seller.token,
      submissionBody(SUBMISSION, [
        cover,
        photo,
        { name: 'photo', filename: 'big.mp4', data: bigVideo },
        certificate,
      ]),
    );
    assert.equal(res.statusCode, 413);
    assert.deepEqual(errorOf(res), errorBody('photo: File is larger than 128 KB'));
    await assertNothingWritten(before);
    // A video under its own limit passes although it is over the image limit.
    const video = Buffer.concat([MP4_BYTES, Buffer.alloc(100 * 1024)]);
    res = await submit(
      seller.token,
      submissionBody(SUBMISSION, [
        cover,
        { name: 'photo', filename: 'ok.mp4', data: video },
        certificate,
      ]),
    );
    assert.equal(res.statusCode, 201, res.body);
  });

  it('all or nothing: a body cut off mid-file, files before the fields, a failed commit — no listing, no files', async () => {
    const before = await snapshot();
    // Cut off inside the second photo, after the cover and a photo were stored.
    const whole = submissionBody();
    const cutAt = whole.payload.indexOf(Buffer.from('two')) + 1;
    let res = await request(
      ctx.app,
      'POST',
      '/products',
      seller.token,
      whole.payload.subarray(0, cutAt),
      whole.headers,
    );
    assert.equal(res.statusCode, 400);
    assert.match(
      res.json().error,
      /^(photo: The upload was cut off before the end of the file|body: The multipart body is malformed or cut off)$/,
    );
    await assertNothingWritten(before);

    // The product fields must come first, so nothing is stored for an invalid product.
    const filesFirst = multipartBody([
      ...SUBMISSION_FILES,
      { name: 'product', data: JSON.stringify(SUBMISSION) },
    ]);
    res = await submit(seller.token, filesFirst);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), errorBody('product: Send the product fields before the files'));
    res = await submit(
      seller.token,
      multipartBody([
        { name: 'product', data: '{}' },
        { name: 'product', data: '{}' },
      ]),
    );
    assert.equal(res.statusCode, 400);
    await assertNothingWritten(before);

    // The database fails after the product and its files rows were inserted: rolled back, files removed.
    const repo = ctx.app.productsRepository;
    const original = repo.createSubmission;
    repo.createSubmission = (values, rows) =>
      original(values, rows, () => {
        throw new Error('database went away');
      });
    try {
      res = await submit(seller.token);
      assert.equal(res.statusCode, 500);
    } finally {
      repo.createSubmission = original;
    }
    await assertNothingWritten(before);
  });

  it('403 for a Buyer-only or unconfirmed account, 401 without token, 400 for a JSON body', async () => {
    let res = await submit(buyer.token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'Listing products needs a Seller account' });
    const pending = await createUser(ctx.db, { contactType: ['Seller'], confirmed: false });
    res = await submit(pending.token);
    assert.equal(res.statusCode, 403);
    res = await submit(null);
    assert.equal(res.statusCode, 401);
    res = await request(ctx.app, 'POST', '/products', seller.token, SUBMISSION);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), errorBody('body: Expected multipart/form-data'));
  });
});

describe('POST /products/:id/attachments', () => {
  it('stores cover, photos and certificates and serves them back byte-identical', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const photo2 = Buffer.concat([JPEG_BYTES, Buffer.from('second')]);
    const body = multipartBody([
      { name: 'cover', filename: 'cover.png', data: PNG_BYTES },
      { name: 'photo', filename: 'a.jpg', data: JPEG_BYTES },
      { name: 'file', filename: 'b.jpg', data: photo2 },
      { name: 'certificate', filename: 'coa.pdf', data: PDF_BYTES },
    ]);
    const res = await postMultipart(ctx.app, `/products/${p.id}/attachments`, seller.token, body);
    assert.equal(res.statusCode, 201);
    const data = res.json().data as Array<{ id: string; kind: string; url: string }>;
    assert.deepEqual(
      data.map((d) => d.kind),
      ['cover', 'photo', 'photo', 'certificate'],
    );
    assert.equal(data[0]!.url, `/product-image/${p.id}`);

    const product = (await request(ctx.app, 'GET', `/products/${p.id}`, seller.token)).json()
      .product;
    assert.equal(product.cover, `/product-image/${p.id}`);
    assert.deepEqual(product.photos, [`/file/${data[1]!.id}`, `/file/${data[2]!.id}`]);
    const cover = await request(ctx.app, 'GET', `/product-image/${p.id}`, seller.token);
    assert.ok(cover.rawPayload.equals(PNG_BYTES));
    const second = await request(ctx.app, 'GET', data[2]!.url, seller.token);
    assert.equal(second.headers['content-type'], 'image/jpeg');
    assert.ok(second.rawPayload.equals(photo2));
    const cert = await request(ctx.app, 'GET', data[3]!.url, seller.token);
    assert.equal(cert.headers['content-type'], 'application/pdf');
    assert.ok(cert.rawPayload.equals(PDF_BYTES));

    // A new cover replaces the old one (and its bytes).
    const oldKey = `products/${data[0]!.id}`;
    const again = multipartBody([{ name: 'cover', filename: 'new.jpg', data: JPEG_BYTES }]);
    const res2 = await postMultipart(ctx.app, `/products/${p.id}/attachments`, seller.token, again);
    assert.equal(res2.statusCode, 201);
    assert.equal(await ctx.storage.get(oldKey), null);
    const newCover = await request(ctx.app, 'GET', `/product-image/${p.id}`, seller.token);
    assert.ok(newCover.rawPayload.equals(JPEG_BYTES));
  });

  it('enforces the spec §5 limits and types, nothing stored on rejection', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const photos = [1, 2, 3, 4].map((i) => ({
      name: 'photo',
      filename: `${i}.png`,
      data: PNG_BYTES,
    }));
    const ok = multipartBody(photos);
    assert.equal(
      (await postMultipart(ctx.app, `/products/${p.id}/attachments`, seller.token, ok)).statusCode,
      201,
    );
    const before = await tableCounts(ctx.db);
    const cases: Array<[Parameters<typeof multipartBody>[0], RegExp]> = [
      [
        [{ name: 'photo', filename: '5.png', data: PNG_BYTES }],
        /^You can only upload up to 4 photos\.$/,
      ],
      [
        [1, 2, 3].map((i) => ({ name: 'certificate', filename: `${i}.pdf`, data: PDF_BYTES })),
        /^You can only upload up to 2 certificates\.$/,
      ],
      [
        [{ name: 'cover', filename: 'c.pdf', data: PDF_BYTES }],
        /^cover: File must be a JPEG or PNG image$/,
      ],
      [
        [{ name: 'cover', filename: 'c.gif', data: 'GIF89a' }],
        /^cover: File must be a JPEG or PNG image$/,
      ],
      [
        [
          { name: 'cover', filename: 'a.png', data: PNG_BYTES },
          { name: 'cover', filename: 'b.png', data: PNG_BYTES },
        ],
        /^cover: Sent more than once$/,
      ],
    ];
    for (const [parts, pattern] of cases) {
      const body = multipartBody(parts);
      const res = await postMultipart(ctx.app, `/products/${p.id}/attachments`, seller.token, body);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error, pattern);
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('403 for another seller, 401 without token, 404 unknown product', async () => {
    const p = await createProduct(ctx.db, { ownerContactId: seller.contact!.id });
    const other = await createUser(ctx.db, { contactType: ['Seller'] });
    const body = multipartBody([{ name: 'photo', filename: 'a.png', data: PNG_BYTES }]);
    let res = await postMultipart(ctx.app, `/products/${p.id}/attachments`, other.token, body);
    assert.equal(res.statusCode, 403);
    res = await postMultipart(ctx.app, `/products/${p.id}/attachments`, null, body);
    assert.equal(res.statusCode, 401);
    res = await postMultipart(ctx.app, `/products/p_missing/attachments`, seller.token, body);
    assert.equal(res.statusCode, 404);
  });
});

describe('Record_Image (spec §3) at /record-image/{id}', () => {
  it('the owner attaches a record image; the product names it and /record-image serves it to whoever may see the product', async () => {
    const p = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const upload = (file: Buffer) =>
      postMultipart(
        ctx.app,
        `/products/${p.id}/attachments`,
        seller.token,
        multipartBody([{ name: 'record_image', filename: 'record.png', data: file }]),
      );
    let res = await upload(PNG_BYTES);
    assert.equal(res.statusCode, 201, res.body);
    const [first] = res.json().data;
    assert.equal(first.kind, 'record_image');
    assert.equal(first.url, `/record-image/${first.id}`);
    let product = (await request(ctx.app, 'GET', `/products/${p.id}`, seller.token)).json().product;
    assert.equal(product.Record_Image, first.id);
    let image = await request(ctx.app, 'GET', `/record-image/${first.id}`, seller.token);
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-type'], 'image/png');
    assert.ok(image.rawPayload.equals(PNG_BYTES));

    // Inactive: a buyer cannot see it; once active, it can (under a generic name).
    res = await request(ctx.app, 'GET', `/record-image/${first.id}`, buyer.token);
    assert.equal(res.statusCode, 404);
    await ctx.db
      .update(schema.products)
      .set({ productActive: true })
      .where(eq(schema.products.id, p.id));
    res = await request(ctx.app, 'GET', `/record-image/${first.id}`, buyer.token);
    assert.equal(res.statusCode, 200);
    assert.match(String(res.headers['content-disposition']), /filename="record-image\.png"/);

    // A new one replaces the old one (row and bytes); a cover id is not a record image.
    res = await upload(JPEG_BYTES);
    const [second] = res.json().data;
    product = (await request(ctx.app, 'GET', `/products/${p.id}`, seller.token)).json().product;
    assert.equal(product.Record_Image, second.id);
    image = await request(ctx.app, 'GET', `/record-image/${first.id}`, seller.token);
    assert.equal(image.statusCode, 404);
    res = await upload(PDF_BYTES);
    assert.deepEqual(errorOf(res), errorBody('record_image: File must be a JPEG or PNG image'));
    const cover = await postMultipart(
      ctx.app,
      `/products/${p.id}/attachments`,
      seller.token,
      multipartBody([{ name: 'cover', filename: 'c.png', data: PNG_BYTES }]),
    );
    const coverId = cover.json().data[0].id;
    res = await request(ctx.app, 'GET', `/record-image/${coverId}`, seller.token);
    assert.equal(res.statusCode, 404);
    res = await request(ctx.app, 'GET', `/record-image/${second.id}`, null);
    assert.equal(res.statusCode, 401);
  });
});
