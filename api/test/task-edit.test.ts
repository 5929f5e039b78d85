import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { newId } from '../src/db/ids.js';
import {
  createProduct,
  createUser,
  errorBody,
  request,
  tableCounts,
  type TestUser,
  errorOf,
} from './helpers.js';
import { testSuite } from './suite.js';
import type { ProductRow } from '../src/db/schema.js';

let product: ProductRow;

const { ctx, buyer, other, ready } = testSuite({ buyer: {}, other: {} });

before(async () => {
  await ready;
  product = await createProduct(ctx.db, {
    productName: 'Pink Kush',
    gramsAvailable: 1000,
    upcomingQty3Months: 500,
  });
});

async function bid(
  owner: TestUser,
  status: schema.TaskRow['status'] = 'Not Started',
  subject = 'Purchase request: Pink Kush',
) {
  const [row] = await ctx.db
    .insert(schema.tasks)
    .values({
      id: newId('t'),
      subject,
      taskType: subject.startsWith('Purchase') ? 'Purchase request' : null,
      status,
      productId: product.id,
      productName: 'Pink Kush',
      contactId: owner.contact!.id,
      description: 'QUANTITY: 100 PRICE PER GRAM: 2 TOTAL: 200',
      modifiedAt: new Date('2026-01-01T00:00:00Z'),
    })
    .returning();
  return row!;
}
const lastOutbox = async () =>
  (await ctx.db.select().from(schema.outbox).orderBy(schema.outbox.createdAt)).at(-1);

describe('PUT /tasks/:id (edit bid, spec §7 update_bid)', () => {
  it('updates Description and Modified_Time and queues the update_bid payload', async () => {
    const task = await bid(buyer);
    const res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, {
      quantity: 200,
      pricePerGram: 2.5,
    });
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.id, task.id);
    assert.equal(data.Description, 'QUANTITY: 200 PRICE PER GRAM: 2.5 TOTAL: 500');
    assert.notEqual(data.Modified_Time, '2026-01-01T00:00:00.000Z');
    const row = await lastOutbox();
    assert.equal(row?.kind, 'update_bid');
    const payload = row?.payload as Record<string, unknown>;
    // The webhook's updatedAt is the task's new Modified_Time.
    assert.equal(payload.updatedAt, data.Modified_Time);
    delete payload.updatedAt;
    assert.deepEqual(payload, {
      action: 'update_bid',
      taskId: task.id,
      productName: 'Pink Kush',
      quantity: 200,
      pricePerGram: 2.5,
      totalValue: 500,
      userEmail: buyer.email,
      originalBid: { quantity: 100, pricePerGram: 2, totalValue: 200 },
      taskSubject: 'Purchase request: Pink Kush',
    });
  });

  it('rejects bad edits with 400 naming the field, nothing written', async () => {
    const task = await bid(buyer);
    const before = await tableCounts(ctx.db);
    const cases: Array<[unknown, string]> = [
      [{ quantity: 0, pricePerGram: 1 }, 'quantity: Quantity must be greater than 0'],
      [{ quantity: 0.5, pricePerGram: 1 }, 'quantity: Quantity must be a whole number of grams'],
      [{ quantity: 2.5, pricePerGram: 1 }, 'quantity: Quantity must be a whole number of grams'],
      [{ quantity: 1e-7, pricePerGram: 1 }, 'quantity: Quantity must be a whole number of grams'],
      [{ quantity: 10, pricePerGram: 1e-7 }, 'pricePerGram: Price per gram must be at least $0.01'],
      [{ quantity: 10, pricePerGram: 0 }, 'pricePerGram: Price must be greater than $0'],
      [
        { quantity: 10, pricePerGram: 0.001 },
        'pricePerGram: Price per gram must be at least $0.01',
      ],
      [{ quantity: 1501, pricePerGram: 1 }, '❌ Insufficient quantity. Max available: 1500g'],
    ];
    for (const [body, error] of cases) {
      const res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      // A spec text comes unprefixed, with its field (docs/api.md).
      assert.deepEqual(
        errorOf(res),
        errorBody(error, error.startsWith('❌') ? 'quantity' : undefined),
      );
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
    const [row] = await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, task.id));
    assert.equal(row?.description, task.description);
  });

  it('only the owner’s pending order requests: 404 other’s, 409 approved or support, 401, 403 unconfirmed', async () => {
    const theirs = await bid(other);
    let res = await request(ctx.app, 'PUT', `/tasks/${theirs.id}`, buyer.token, {
      quantity: 5,
      pricePerGram: 1,
    });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(errorOf(res), { error: 'Order request not found' });
    const approved = await bid(buyer, 'Approved');
    res = await request(ctx.app, 'PUT', `/tasks/${approved.id}`, buyer.token, {
      quantity: 5,
      pricePerGram: 1,
    });
    assert.equal(res.statusCode, 409);
    assert.deepEqual(errorOf(res), { error: 'This order request can no longer be changed.' });
    // A support request is no order request: there is no bid to edit.
    const support = await bid(buyer, 'Not Started', 'New support request');
    res = await request(ctx.app, 'PUT', `/tasks/${support.id}`, buyer.token, {
      quantity: 5,
      pricePerGram: 1,
    });
    assert.equal(res.statusCode, 404);
    assert.deepEqual(errorOf(res), { error: 'Order request not found' });
    res = await request(ctx.app, 'PUT', `/tasks/${theirs.id}`, null, {
      quantity: 5,
      pricePerGram: 1,
    });
    assert.equal(res.statusCode, 401);
    const pending = await createUser(ctx.db, { confirmed: false });
    res = await request(ctx.app, 'PUT', `/tasks/${theirs.id}`, pending.token, {
      quantity: 5,
      pricePerGram: 1,
    });
    assert.equal(res.statusCode, 403);
  });
});

describe('PUT /tasks/:id re-checks availability (spec §5) against the product as it is now', () => {
  it('accepts what is available within 3 months, and refuses what the product no longer has', async () => {
    const task = await bid(buyer);
    // 1000 g now + 500 g upcoming: 1200 g is available within 3 months.
    let res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, {
      quantity: 1200,
      pricePerGram: 2,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.Description, 'QUANTITY: 1200 PRICE PER GRAM: 2 TOTAL: 2400');

    // The seller sold most of it since: the same bid no longer fits, and nothing is written.
    await ctx.db
      .update(schema.products)
      .set({ gramsAvailable: 100, upcomingQty3Months: 50 })
      .where(eq(schema.products.id, product.id));
    try {
      const before = await tableCounts(ctx.db);
      res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, {
        quantity: 1200,
        pricePerGram: 2.5,
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(
        errorOf(res),
        errorBody('❌ Insufficient quantity. Max available: 150g', 'quantity'),
      );
      assert.deepEqual(await tableCounts(ctx.db), before);
      const [row] = await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, task.id));
      assert.equal(row?.description, 'QUANTITY: 1200 PRICE PER GRAM: 2 TOTAL: 2400');
    } finally {
      await ctx.db
        .update(schema.products)
        .set({ gramsAvailable: 1000, upcomingQty3Months: 500 })
        .where(eq(schema.products.id, product.id));
    }
  });

  it("refuses an edit below the listing's minimum order (issue 18), nothing written", async () => {
    const task = await bid(buyer);
    await ctx.db
      .update(schema.products)
      .set({ minQtyRequest: 500 })
      .where(eq(schema.products.id, product.id));
    try {
      const before = await tableCounts(ctx.db);
      let res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, {
        quantity: 499,
        pricePerGram: 2,
      });
      assert.equal(res.statusCode, 400);
      assert.deepEqual(
        errorOf(res),
        errorBody('The minimum order for this product is 500 g', 'quantity'),
      );
      assert.deepEqual(await tableCounts(ctx.db), before);
      res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, {
        quantity: 500,
        pricePerGram: 2,
      });
      assert.equal(res.statusCode, 200);
    } finally {
      await ctx.db
        .update(schema.products)
        .set({ minQtyRequest: null })
        .where(eq(schema.products.id, product.id));
    }
  });

  it('wrong types and shapes are a 400 naming the field, never a 500', async () => {
    const task = await bid(buyer);
    const cases: Array<[unknown, RegExp]> = [
      [{ quantity: '5', pricePerGram: 1 }, /^quantity: /],
      [{ quantity: 5, pricePerGram: '1' }, /^pricePerGram: /],
      [{ quantity: 5 }, /^pricePerGram: /],
      [{ pricePerGram: 1 }, /^quantity: /],
      [{ quantity: null, pricePerGram: 1 }, /^quantity: /],
      [{ quantity: 1e13, pricePerGram: 1 }, /^quantity: /],
      [[{ quantity: 5, pricePerGram: 1 }], /./],
    ];
    for (const [body, error] of cases) {
      const res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, body);
      assert.equal(res.statusCode, 400, JSON.stringify(body));
      assert.match(res.json().error, error, JSON.stringify(body));
    }
  });
});

describe('DELETE /tasks/:id (delete bid, spec §7 delete_bid)', () => {
  it('takes the bid away from the buyer, keeps it for the operator, and queues the delete_bid payload in one go', async () => {
    const task = await bid(buyer, 'Pending');
    const res = await request(ctx.app, 'DELETE', `/tasks/${task.id}`, buyer.token);
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { data: { id: task.id } });
    // Soft delete: the row and its history stay, marked deleted ...
    const [kept] = await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, task.id));
    assert.ok(kept?.deletedAt instanceof Date);
    assert.equal(kept?.description, task.description);
    // ... and the buyer never sees it again: not listed, not editable, not deletable twice.
    const list = await request(ctx.app, 'GET', `/tasks?who_id=${buyer.contact!.id}`, buyer.token);
    assert.equal(
      list.json().data.some((t: { id: string }) => t.id === task.id),
      false,
    );
    for (const [method, body] of [
      ['PUT', { quantity: 5, pricePerGram: 2 }],
      ['DELETE', undefined],
    ] as const) {
      const again = await request(ctx.app, method, `/tasks/${task.id}`, buyer.token, body);
      assert.equal(again.statusCode, 404, method);
    }
    const row = await lastOutbox();
    assert.equal(row?.kind, 'delete_bid');
    const payload = row?.payload as Record<string, unknown>;
    // The webhook's deletedAt is when the row was marked deleted.
    assert.equal(payload.deletedAt, kept?.deletedAt?.toISOString());
    delete payload.deletedAt;
    assert.deepEqual(payload, {
      action: 'delete_bid',
      taskId: task.id,
      productName: 'Pink Kush',
      userEmail: buyer.email,
      taskSubject: 'Purchase request: Pink Kush',
      originalBid: { quantity: 100, pricePerGram: 2, totalValue: 200 },
    });
  });

  it('404 for another user’s bid or a support request, 409 for a completed one, 401 without token — nothing written', async () => {
    const theirs = await bid(other);
    const done = await bid(buyer, 'Completed');
    const support = await bid(buyer, 'Not Started', 'New support request');
    const before = await tableCounts(ctx.db);
    let res = await request(ctx.app, 'DELETE', `/tasks/${theirs.id}`, buyer.token);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(errorOf(res), { error: 'Order request not found' });
    res = await request(ctx.app, 'DELETE', `/tasks/${support.id}`, buyer.token);
    assert.equal(res.statusCode, 404);
    res = await request(ctx.app, 'DELETE', `/tasks/${done.id}`, buyer.token);
    assert.equal(res.statusCode, 409);
    assert.deepEqual(errorOf(res), { error: 'This order request can no longer be changed.' });
    res = await request(ctx.app, 'DELETE', `/tasks/${theirs.id}`, null);
    assert.equal(res.statusCode, 401);
    res = await request(ctx.app, 'DELETE', `/tasks/${'x'.repeat(65)}`, buyer.token);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^id: /);
    assert.deepEqual(await tableCounts(ctx.db), before);
  });
});

describe('edit/delete racing an approval (conditional writes)', () => {
  /** The route reads the task while it is pending; the approval lands before the write. */
  async function approveAfterRead(taskId: string, status: schema.TaskRow['status'] = 'Approved') {
    const repo = ctx.app.tasksRepository;
    const original = repo.bidChangeContext;
    repo.bidChangeContext = async (uid: string, id: string) => {
      const row = await original(uid, id);
      if (id === taskId) {
        await ctx.db.update(schema.tasks).set({ status }).where(eq(schema.tasks.id, taskId));
      }
      return row;
    };
    return () => {
      repo.bidChangeContext = original;
    };
  }

  it('PUT answers 409 and writes nothing when the bid was approved meanwhile', async () => {
    const task = await bid(buyer, 'Pending');
    const before = await tableCounts(ctx.db);
    const restore = await approveAfterRead(task.id);
    try {
      const res = await request(ctx.app, 'PUT', `/tasks/${task.id}`, buyer.token, {
        quantity: 50,
        pricePerGram: 3,
      });
      assert.equal(res.statusCode, 409);
      assert.deepEqual(errorOf(res), { error: 'This order request can no longer be changed.' });
    } finally {
      restore();
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
    const [row] = await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, task.id));
    assert.equal(row?.status, 'Approved');
    assert.equal(row?.description, task.description);
  });

  it('DELETE answers 409 and keeps the approved task (no delete_bid row)', async () => {
    const task = await bid(buyer, 'Not Started');
    const before = await tableCounts(ctx.db);
    const restore = await approveAfterRead(task.id, 'Completed');
    try {
      const res = await request(ctx.app, 'DELETE', `/tasks/${task.id}`, buyer.token);
      assert.equal(res.statusCode, 409);
      assert.deepEqual(errorOf(res), { error: 'This order request can no longer be changed.' });
    } finally {
      restore();
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('the repository refuses a stale task of another contact', async () => {
    const task = await bid(buyer, 'Pending');
    await assert.rejects(
      ctx.app.tasksRepository.updateBid({
        task: { ...task, contactId: other.contact!.id },
        userEmail: other.email,
        quantity: 1,
        pricePerGram: 1,
      }),
      { statusCode: 409, message: 'This order request can no longer be changed.' },
    );
    await assert.rejects(
      ctx.app.tasksRepository.deleteBid({
        task: { ...task, contactId: other.contact!.id },
        userEmail: other.email,
      }),
      { statusCode: 409 },
    );
    const [row] = await ctx.db.select().from(schema.tasks).where(eq(schema.tasks.id, task.id));
    assert.ok(row);
  });
});
