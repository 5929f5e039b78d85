import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { count, eq, isNull, ne, sql } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import { createTasksRepository } from '../src/repositories/tasks.js';
import type { enqueueOutbox } from '../src/outbox/outbox-repository.js';
import { createProduct, createUser, errorBody, request, tableCounts, errorOf } from './helpers.js';
import { testSuite } from './suite.js';
import type { ProductRow } from '../src/db/schema.js';

let product: ProductRow;
let inactive: ProductRow;

const { ctx, buyer, other, admin, unconfirmed, seller, ready } = testSuite({
  buyer: { firstName: 'Ada' },
  other: {},
  admin: { contactType: ['Admin'] },
  unconfirmed: { confirmed: false },
  seller: { contactType: ['Seller', 'Buyer'] },
});

before(async () => {
  await ready;
  product = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productName: 'Pink Kush',
    minRequestPrice: 2.4,
    gramsAvailable: 1000,
    upcomingQty3Months: 500,
  });
  inactive = await createProduct(ctx.db, {
    ownerContactId: seller.contact!.id,
    productActive: false,
  });
});

// The webhooks of the automation; issue 20's notification emails (kind `email`) are tested in
// notifications.test.ts.
const outboxRows = () =>
  ctx.db
    .select()
    .from(schema.outbox)
    .where(ne(schema.outbox.kind, 'email'))
    .orderBy(schema.outbox.createdAt);

describe('POST /tasks (purchase request, spec §5 and §7)', () => {
  it('creates the task and its purchase_request outbox row with the spec §7 payload', async () => {
    const before = (await outboxRows()).length;
    const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 1200,
      pricePerGram: 2.5,
    });
    assert.equal(res.statusCode, 201);
    const { data } = res.json();
    assert.match(data.id, /^t_/);
    assert.equal(data.Subject, 'Purchase request: Pink Kush');
    assert.equal(data.Task_Type, 'Purchase request');
    assert.equal(data.Status, 'Not Started');
    assert.deepEqual(data.What_Id, { name: 'Pink Kush', id: product.id });
    assert.deepEqual(data.Who_Id, {
      id: buyer.contact!.id,
      name: `Ada ${buyer.contact!.lastName}`,
    });
    assert.equal(data.Description, 'QUANTITY: 1200 PRICE PER GRAM: 2.5 TOTAL: 3000');
    assert.equal(data.Closed_Time, null);
    assert.ok(Date.parse(data.Created_Time) > Date.now() - 60_000);

    const rows = await outboxRows();
    assert.equal(rows.length, before + 1);
    const row = rows.at(-1)!;
    assert.equal(row.kind, 'purchase_request');
    assert.equal(row.status, 'queued');
    assert.equal(row.attempts, 0);
    assert.deepEqual(row.payload, {
      productName: 'Pink Kush',
      quantity: 1200,
      pricePerGram: 2.5,
      totalValue: 3000,
      userEmail: buyer.email,
      availabilityStatus: 'Available within 3 months',
      pricePercentage: 104,
      minRequestPrice: 2.4,
    });
  });

  it('Available now when within current stock; totals are cents-rounded', async () => {
    const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 3,
      pricePerGram: 0.1,
    });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().data.Description, 'QUANTITY: 3 PRICE PER GRAM: 0.1 TOTAL: 0.3');
    const payload = (await outboxRows()).at(-1)!.payload as Record<string, unknown>;
    assert.equal(payload.availabilityStatus, 'Available now');
    assert.equal(payload.totalValue, 0.3);
    assert.equal(payload.pricePercentage, 4);
  });

  it('pricePercentage is null when the product has no minimum price', async () => {
    const free = await createProduct(ctx.db, { productName: 'No Minimum', minRequestPrice: null });
    const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: free.id,
      quantity: 10,
      pricePerGram: 1,
    });
    assert.equal(res.statusCode, 201);
    const payload = (await outboxRows()).at(-1)!.payload as Record<string, unknown>;
    assert.equal(payload.pricePercentage, null);
    assert.equal(payload.minRequestPrice, null);
  });

  it('rejects bad bids with 400 naming the field and writes nothing', async () => {
    const before = await tableCounts(ctx.db);
    const cases: Array<[unknown, string]> = [
      [
        { productId: product.id, quantity: 0, pricePerGram: 2 },
        'quantity: Quantity must be greater than 0',
      ],
      [
        { productId: product.id, quantity: -5, pricePerGram: 2 },
        'quantity: Quantity must be greater than 0',
      ],
      [
        { productId: product.id, quantity: '10', pricePerGram: 2 },
        'quantity: Quantity must be greater than 0',
      ],
      [
        { productId: product.id, quantity: 10, pricePerGram: 0 },
        'pricePerGram: Price must be greater than $0',
      ],
      [{ productId: product.id, quantity: 10 }, 'pricePerGram: Price must be greater than $0'],
      [
        { productId: product.id, quantity: 10, pricePerGram: 1e-7 },
        'pricePerGram: Price per gram must be at least $0.01',
      ],
      [
        { productId: product.id, quantity: 10, pricePerGram: 0.009 },
        'pricePerGram: Price per gram must be at least $0.01',
      ],
      [
        { productId: product.id, quantity: 1e-7, pricePerGram: 2 },
        'quantity: Quantity must be a whole number of grams',
      ],
      [
        { productId: product.id, quantity: 1.5, pricePerGram: 2 },
        'quantity: Quantity must be a whole number of grams',
      ],
      [
        { productId: product.id, quantity: 1501, pricePerGram: 2 },
        '❌ Insufficient quantity. Max available: 1500g',
      ],
      [{ productId: inactive.id, quantity: 1, pricePerGram: 2 }, 'Failed to fetch product'],
      [
        { quantity: 1, pricePerGram: 2 },
        'productId: Invalid input: expected string, received undefined',
      ],
    ];
    for (const [body, error] of cases) {
      const res = await request(ctx.app, 'POST', '/tasks', buyer.token, body);
      assert.equal(
        res.statusCode,
        error === 'Failed to fetch product' ? 404 : 400,
        JSON.stringify(body),
      );
      // A spec text comes unprefixed, with its field (docs/api.md).
      assert.deepEqual(
        errorOf(res),
        errorBody(error, error.startsWith('❌') ? 'quantity' : undefined),
      );
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('the smallest bid (1 g at $0.01) is accepted and its Description has no exponent', async () => {
    const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: product.id,
      quantity: 1,
      pricePerGram: 0.01,
    });
    assert.equal(res.statusCode, 201);
    assert.equal(res.json().data.Description, 'QUANTITY: 1 PRICE PER GRAM: 0.01 TOTAL: 0.01');
  });

  it('an inactive product the caller owns cannot be bid on (400 productId)', async () => {
    const seller = await createUser(ctx.db, { contactType: ['Seller'] });
    const own = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productActive: false,
    });
    const res = await request(ctx.app, 'POST', '/tasks', seller.token, {
      productId: own.id,
      quantity: 1,
      pricePerGram: 1,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), { error: 'Product is not active', field: 'productId' });
  });

  it('401 without token, 403 unconfirmed or without contact, 404 unknown product — nothing written', async () => {
    const before = await tableCounts(ctx.db);
    const body = { productId: product.id, quantity: 1, pricePerGram: 1 };
    let res = await request(ctx.app, 'POST', '/tasks', null, body);
    assert.equal(res.statusCode, 401);
    res = await request(ctx.app, 'POST', '/tasks', unconfirmed.token, body);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'Account not confirmed' });
    const stranger = await createUser(ctx.db, { contact: false });
    res = await request(ctx.app, 'POST', '/tasks', stranger.token, body);
    assert.equal(res.statusCode, 403);
    res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      ...body,
      productId: 'p_missing',
    });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(await tableCounts(ctx.db), before);
  });
});

describe('POST /tasks with clientRequestId (idempotent bids)', () => {
  const body = (clientRequestId: string) => ({
    productId: product.id,
    quantity: 10,
    pricePerGram: 2.5,
    clientRequestId,
  });

  it('a repeat returns the same task with 200 and writes no second task or outbox row', async () => {
    const first = await request(ctx.app, 'POST', '/tasks', buyer.token, body('temp_abc-123'));
    assert.equal(first.statusCode, 201);
    const counts = await tableCounts(ctx.db);
    const again = await request(ctx.app, 'POST', '/tasks', buyer.token, body('temp_abc-123'));
    assert.equal(again.statusCode, 200);
    assert.deepEqual(again.json(), first.json());
    assert.deepEqual(await tableCounts(ctx.db), counts);
  });

  it('concurrent repeats create one task and one outbox row', async () => {
    const before = await tableCounts(ctx.db);
    const answers = await Promise.all(
      [1, 2, 3].map(() => request(ctx.app, 'POST', '/tasks', buyer.token, body('temp_race'))),
    );
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [200, 200, 201]);
    const ids = new Set(answers.map((r) => r.json().data.id));
    assert.equal(ids.size, 1);
    const after = await tableCounts(ctx.db);
    assert.equal(after.tasks, before.tasks! + 1);
    // One purchase_request webhook, and (issue 20) one email to the seller, told once; issue 35:
    // and the one Admin, told once of the bid to move (and its email).
    assert.equal(after.outbox, before.outbox! + 3);
    assert.equal(after.notifications, before.notifications! + 2);
  });

  it('the id is per contact: another contact with the same id gets its own task', async () => {
    const mine = await request(ctx.app, 'POST', '/tasks', buyer.token, body('temp_shared'));
    const theirs = await request(ctx.app, 'POST', '/tasks', other.token, body('temp_shared'));
    assert.equal(mine.statusCode, 201);
    assert.equal(theirs.statusCode, 201);
    assert.notEqual(mine.json().data.id, theirs.json().data.id);
    assert.equal(theirs.json().data.Who_Id.id, other.contact!.id);
  });

  it('without an id every POST is a new bid', async () => {
    const plain = { productId: product.id, quantity: 3, pricePerGram: 2 };
    const a = await request(ctx.app, 'POST', '/tasks', buyer.token, plain);
    const b = await request(ctx.app, 'POST', '/tasks', buyer.token, plain);
    assert.equal(a.statusCode, 201);
    assert.equal(b.statusCode, 201);
    assert.notEqual(a.json().data.id, b.json().data.id);
  });

  it('reusing an id for a different bid is a 409, not a silent replay of the old task', async () => {
    const first = await request(ctx.app, 'POST', '/tasks', buyer.token, body('temp_reuse'));
    assert.equal(first.statusCode, 201);
    const counts = await tableCounts(ctx.db);
    for (const changed of [
      { ...body('temp_reuse'), quantity: 11 },
      { ...body('temp_reuse'), pricePerGram: 2.6 },
      { ...body('temp_reuse'), productId: inactive.id },
    ]) {
      const res = await request(ctx.app, 'POST', '/tasks', buyer.token, changed);
      assert.equal(res.statusCode, 409, JSON.stringify(changed));
      assert.deepEqual(errorOf(res), {
        error: 'This request id was already used for a different request.',
        field: 'clientRequestId',
      });
    }
    assert.deepEqual(await tableCounts(ctx.db), counts);
  });

  it('the id of a deleted bid cannot bring it back', async () => {
    const first = await request(ctx.app, 'POST', '/tasks', buyer.token, body('temp_gone'));
    await request(ctx.app, 'DELETE', `/tasks/${first.json().data.id}`, buyer.token);
    const again = await request(ctx.app, 'POST', '/tasks', buyer.token, body('temp_gone'));
    assert.equal(again.statusCode, 409);
    assert.equal(again.json().error, 'This request was deleted.');
  });

  it('rejects a malformed clientRequestId (400 naming the field)', async () => {
    for (const [id, message] of [
      ['a'.repeat(65), 'must be at most 64 characters'],
      ['temp id', 'must be letters, digits, _ or -'],
      ['temp_ü', 'must be letters, digits, _ or -'],
    ] as const) {
      const res = await request(ctx.app, 'POST', '/tasks', buyer.token, body(id));
      assert.equal(res.statusCode, 400, id);
      assert.deepEqual(errorOf(res), {
        error: `clientRequestId: ${message}`,
        field: 'clientRequestId',
      });
    }
  });
});

describe("POST /tasks holds a bid to the listing's minimum order (spec §3 Min_QTY_Request, issue 18)", () => {
  it('refuses fewer grams than the minimum with 400 naming it, writes nothing, and takes the minimum', async () => {
    const bulk = await createProduct(ctx.db, {
      ownerContactId: seller.contact!.id,
      productName: 'Bulk Haze',
      minQtyRequest: 1000,
      gramsAvailable: 5000,
    });
    const before = await tableCounts(ctx.db);
    let res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: bulk.id,
      quantity: 10,
      pricePerGram: 2,
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(
      errorOf(res),
      errorBody('The minimum order for this product is 1 000 g', 'quantity'),
    );
    assert.deepEqual(await tableCounts(ctx.db), before);

    res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
      productId: bulk.id,
      quantity: 1000,
      pricePerGram: 2,
    });
    assert.equal(res.statusCode, 201);
  });
});

describe('POST /tasks on your own product', () => {
  it('is refused with a clear 403 naming the product, and writes nothing', async () => {
    const before = await tableCounts(ctx.db);
    const res = await request(ctx.app, 'POST', '/tasks', seller.token, {
      productId: product.id,
      quantity: 10,
      pricePerGram: 3,
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), {
      error: 'This is your own listing: you cannot send a request for it.',
      field: 'productId',
    });
    assert.deepEqual(await tableCounts(ctx.db), before);
  });
});

describe('task + outbox atomicity', () => {
  it('no support task when its outbox insert fails (injected failing outbox writer)', async () => {
    // The writer runs inside the transaction after the task write: it first checks that the
    // task change is really there, then fails — the whole transaction must roll back.
    const seen: string[] = [];
    const failingOutbox: typeof enqueueOutbox = async (tx, kind) => {
      const [row] = await tx
        .select({ n: count() })
        .from(schema.tasks)
        .where(isNull(schema.tasks.deletedAt));
      seen.push(`${kind}:${row?.n ?? 0}`);
      throw new Error(`outbox down (${kind})`);
    };
    const repo = createTasksRepository(ctx.db, { enqueueOutbox: failingOutbox });
    const pending = await repo.findById(
      (
        await request(ctx.app, 'POST', '/tasks', buyer.token, {
          productId: product.id,
          quantity: 7,
          pricePerGram: 3,
        })
      ).json().data.id,
    );
    const before = await tableCounts(ctx.db);
    const [visible] = await ctx.db
      .select({ n: count() })
      .from(schema.tasks)
      .where(isNull(schema.tasks.deletedAt));

    await assert.rejects(
      repo.createSupportRequest({
        contact: buyer.contact!,
        userEmail: buyer.email,
        description: 'x',
        perHour: 10,
      }),
      /outbox down \(support_request\)/,
    );
    // Inside the transaction the support task had been written ...
    // (A bid, an edit and a delete write their task change and outbox row in one statement,
    // with no writer to inject: see the next test.)
    assert.deepEqual(seen, [`support_request:${visible!.n + 1}`]);
    // ... and none of it remains: no new task, no outbox row.
    assert.deepEqual(await tableCounts(ctx.db), before);
    assert.deepEqual(await repo.findById(pending!.id), pending);
  });

  it('no bid, edit or delete when the outbox insert fails in the database', async () => {
    const pending = (
      await request(ctx.app, 'POST', '/tasks', buyer.token, {
        productId: product.id,
        quantity: 7,
        pricePerGram: 3,
      })
    ).json().data;
    const before = await tableCounts(ctx.db);
    await ctx.db.execute(
      sql`alter table outbox add constraint outbox_block check (false) not valid`,
    );
    try {
      const res = await request(ctx.app, 'POST', '/tasks', buyer.token, {
        productId: product.id,
        quantity: 1,
        pricePerGram: 1,
      });
      assert.equal(res.statusCode, 500);
      assert.deepEqual(errorOf(res), { error: 'Internal server error' });
      const edit = await request(ctx.app, 'PUT', `/tasks/${pending.id}`, buyer.token, {
        quantity: 9,
        pricePerGram: 9,
      });
      assert.equal(edit.statusCode, 500);
      const remove = await request(ctx.app, 'DELETE', `/tasks/${pending.id}`, buyer.token);
      assert.equal(remove.statusCode, 500);
      const support = await request(ctx.app, 'POST', '/support-requests', buyer.token, {
        description: 'Help',
      });
      assert.equal(support.statusCode, 500);
    } finally {
      await ctx.db.execute(sql`alter table outbox drop constraint outbox_block`);
    }
    // No new task, the bid neither edited nor deleted, no outbox row.
    assert.deepEqual(await tableCounts(ctx.db), before);
    const [still] = (
      await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, buyer.token)
    )
      .json()
      .data.filter((t: { id: string }) => t.id === pending.id);
    assert.equal(still.Description, pending.Description);
  });
});

describe('GET /tasks?who_id=', () => {
  it('returns the caller’s tasks newest first', async () => {
    const user = await createUser(ctx.db);
    const at = (d: string) => new Date(d);
    await ctx.db.insert(schema.tasks).values([
      {
        id: newId('t'),
        subject: 'Purchase request: Old',
        taskType: 'Purchase request',
        status: 'Approved',
        contactId: user.contact!.id,
        description: 'QUANTITY: 1 PRICE PER GRAM: 1 TOTAL: 1',
        createdAt: at('2026-10-01T00:00:00Z'),
        productId: product.id,
        productName: 'Old',
      },
      {
        id: newId('t'),
        subject: 'New support request',
        status: 'Not Started',
        contactId: user.contact!.id,
        description: 'Help',
        createdAt: at('2026-11-01T00:00:00Z'),
      },
      {
        id: newId('t'),
        subject: 'Purchase request: Theirs',
        status: 'Pending',
        contactId: other.contact!.id,
        description: 'x',
      },
    ]);
    const res = await request(ctx.app, 'GET', `/tasks?who_id=${user.contact!.id}`, user.token);
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.deepEqual(
      data.map((t: { Subject: string }) => t.Subject),
      ['New support request', 'Purchase request: Old'],
    );
    assert.equal(data[0].What_Id, null);
    assert.equal(data[0].Task_Type, null);
    assert.deepEqual(data[1].What_Id, { name: 'Old', id: product.id });
    assert.equal(data[1].Created_Time, '2026-10-01T00:00:00.000Z');
  });

  it('another contact’s tasks: 403 for a user, allowed for Admin', async () => {
    let res = await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, other.token);
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'You may only read your own tasks' });
    res = await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, admin.token);
    assert.equal(res.statusCode, 200);
    assert.ok(res.json().data.length >= 3);
    assert.ok(
      res.json().data.every((t: { Who_Id: { id: string } }) => t.Who_Id.id === buyer.contact!.id),
    );
  });

  it('400 without who_id, 401 without token, 403 unconfirmed', async () => {
    let res = await request(ctx.app, 'GET', '/tasks', buyer.token);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^who_id: /);
    res = await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, null);
    assert.equal(res.statusCode, 401);
    res = await request(
      ctx.app,
      'GET',
      `/tasks?who_id=${unconfirmed.contact!.id}`,
      unconfirmed.token,
    );
    assert.equal(res.statusCode, 403);
  });
});

describe('POST /support-requests', () => {
  it('creates the support task and a support_request outbox row with the spec §7 payload', async () => {
    const res = await request(ctx.app, 'POST', '/support-requests', buyer.token, {
      description: '  My bid is stuck  ',
    });
    assert.equal(res.statusCode, 201);
    const { data } = res.json();
    assert.equal(data.Subject, 'New support request');
    assert.equal(data.Status, 'Not Started');
    assert.equal(data.Description, 'My bid is stuck');
    assert.equal(data.What_Id, null);
    const [task] = await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, data.id));
    assert.equal(task?.contactId, buyer.contact!.id);
    const row = (await outboxRows()).at(-1)!;
    assert.equal(row.kind, 'support_request');
    assert.deepEqual(row.payload, {
      Subject: 'New support request',
      Description: 'My bid is stuck',
      Who_Id: buyer.contact!.id,
      User: { id: buyer.contact!.id, name: `Ada ${buyer.contact!.lastName}`, email: buyer.email },
    });
  });

  it('400 on empty text, 401 without token, 403 unconfirmed — nothing written', async () => {
    const before = await tableCounts(ctx.db);
    for (const body of [{ description: '   ' }, {}, { description: 'x'.repeat(10_001) }]) {
      const res = await request(ctx.app, 'POST', '/support-requests', buyer.token, body);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error, /^description: /);
    }
    assert.equal(
      (await request(ctx.app, 'POST', '/support-requests', null, { description: 'x' })).statusCode,
      401,
    );
    const res = await request(ctx.app, 'POST', '/support-requests', unconfirmed.token, {
      description: 'x',
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(await tableCounts(ctx.db), before);
  });
});
