import { expect, test, type Browser, type Page } from '@playwright/test';
import { API_URL, apiGet, idTokenFor } from '../support/identity';
import { Shell, signIn } from '../support/pages';

// Issue 11: the operator console (a fifth remote) and live updates — spec §4 "Publishing (an
// operator-side action)" and bids moving to Approved, seen by the other side without a reload.

const ADMIN = 'admin@leafbid.test';
const BUYER = 'buyer@leafbid.test';
const SELLER = 'seller@leafbid.test';

interface Product {
  id: string;
  Product_Name: string;
  Product_Active: boolean;
  Min_QTY_Request: number | null;
  Min_Request_G_Including_5_markup: number | null;
  Grams_Available_When_submitted: number | null;
}
interface Task {
  id: string;
  Status: string;
  What_Id: { id: string | null; name: string } | null;
}

/** A Product API call as `email` (the seller's and the buyer's side the listings UI is not for). */
async function apiCall<T>(email: string, method: string, path: string, body?: unknown) {
  const token = await idTokenFor(email);
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** A signed-in page of its own browser context (its own storage: another user). */
async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Marks the page; the mark survives only if nothing reloads it. */
const markNoReload = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload);

test('the Admin sees the Operator link and the console; a buyer sees no link and the API answers it 403', async ({
  browser,
}) => {
  const admin = await signedIn(browser, ADMIN);
  const nav = new Shell(admin).nav();
  await expect(nav.getByRole('link', { name: 'Operator', exact: true })).toBeVisible();
  await new Shell(admin).go('Operator');
  await expect(admin).toHaveTitle('Operator - Leafbid');
  await expect(admin.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await expect(admin.getByRole('tab')).toHaveText([
    'Listings review',
    'Bids',
    'Accounts',
    'Automation',
  ]);

  const buyer = await signedIn(browser, BUYER);
  await expect(new Shell(buyer).link('Marketplace')).toBeVisible();
  await expect(new Shell(buyer).link('Operator')).toHaveCount(0);
  for (const path of [
    '/operator/listings',
    '/operator/bids',
    '/operator/accounts',
    '/operator/outbox',
  ]) {
    const res = await apiCall<{ error: string }>(BUYER, 'GET', path);
    expect(res.status, path).toBe(403);
    expect(res.body).toEqual({ error: 'Only an Admin may use the operator console' });
  }
  // Typed in by hand, the page says it is not theirs.
  await buyer.goto('/operator');
  await expect(buyer.getByText('The operator console is for Admins only.')).toBeVisible();
  await admin.context().close();
  await buyer.context().close();
});

test("a seller's publication request is published by the Admin and a buyer's open marketplace shows it without a reload", async ({
  browser,
}) => {
  // The seller's side through the API: a new product, then 'Request Publish'.
  const name = `Operator Kush ${Date.now()}`;
  const created = await apiCall<{ data: Product[] }>(SELLER, 'POST', '/products', {
    Product_Name: name,
    Description: 'Small-batch indoor flower, hand trimmed.',
    Product_Category: 'Cannabis flowers (mix sizes)',
    Categories: ['Hybrid'],
    Grams_Available_When_submitted: 5000,
    Min_Request_G_Including_5_markup: 3.5,
  });
  expect(created.status).toBe(201);
  const product = created.body.data[0]!;
  const requested = await apiCall(SELLER, 'POST', `/products/${product.id}/request-publish`);
  expect(requested.status).toBe(200);

  // A buyer has the marketplace open (newest first): the product is not there yet.
  const buyer = await signedIn(browser, BUYER);
  await new Shell(buyer).go('Marketplace');
  await expect(buyer).toHaveTitle('Marketplace - Leafbid');
  await expect(buyer.getByRole('list', { name: 'Products' })).toBeVisible();
  await expect(buyer.getByRole('heading', { name })).toHaveCount(0);
  await markNoReload(buyer);

  const admin = await signedIn(browser, ADMIN);
  await new Shell(admin).go('Operator');
  const card = admin.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Liam Tremblay')).toBeVisible();
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText(`${name} is published.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Live: the buyer's open marketplace shows it, with no reload.
  await expect(buyer.getByRole('heading', { name })).toBeVisible();
  expect(await notReloaded(buyer)).toBe(true);
  const { product: stored } = await apiGet<{ product: Product }>(BUYER, `/products/${product.id}`);
  expect(stored.Product_Active).toBe(true);
  await admin.context().close();
  await buyer.context().close();
});

test("the Admin approves a buyer's bid and the buyer's open Orders shows it under Approved without a reload", async ({
  browser,
}) => {
  // A fresh bid of the buyer on a product it has not bid on yet.
  const { data: contact } = await apiGet<{ data: { id: string } }>(
    BUYER,
    `/contact-by-email?email=${BUYER}`,
  );
  const { data: before } = await apiGet<{ data: Task[] }>(BUYER, `/tasks?who_id=${contact.id}`);
  const bidOn = new Set(before.map((t) => t.What_Id?.id));
  const { products: cards } = await apiGet<{ products: Array<{ id: string }> }>(
    BUYER,
    '/products?status=active&limit=100&sort=alphabetical',
  );
  let target: Product | undefined;
  for (const { id } of cards) {
    if (bidOn.has(id)) continue;
    const { product } = await apiGet<{ product: Product }>(BUYER, `/products/${id}`);
    const quantity = product.Min_QTY_Request ?? 1;
    if (
      (product.Grams_Available_When_submitted ?? 0) >= quantity &&
      product.Min_Request_G_Including_5_markup
    ) {
      target = product;
      break;
    }
  }
  expect(target, 'a product the buyer has not bid on').toBeDefined();
  const placed = await apiCall<{ data: Task }>(BUYER, 'POST', '/tasks', {
    productId: target!.id,
    quantity: target!.Min_QTY_Request ?? 1,
    pricePerGram: target!.Min_Request_G_Including_5_markup,
  });
  expect(placed.status).toBe(201);

  // The buyer has Orders open on its Approved tab: the bid is still pending.
  const buyer = await signedIn(browser, BUYER);
  await new Shell(buyer).go('Orders');
  await expect(buyer).toHaveTitle('Orders - Leafbid');
  await expect(
    buyer.getByRole('tabpanel').getByRole('article', { name: target!.Product_Name }),
  ).toBeVisible();
  await buyer.getByRole('tab', { name: 'Approved' }).click();
  const approved = buyer.getByRole('tabpanel');
  await expect(approved.getByRole('article', { name: target!.Product_Name })).toHaveCount(0);
  await markNoReload(buyer);

  // The Admin moves it Not Started → Pending → Approved on the bids board.
  const admin = await signedIn(browser, ADMIN);
  await new Shell(admin).go('Operator');
  await admin.getByRole('tab', { name: 'Bids' }).click();
  const row = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: target!.Product_Name }) })
    .filter({ hasText: 'Ada Moreau' })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Liam Tremblay').or(row.getByText('Chloé Gagnon'))).toBeVisible();
  await row.getByRole('button', { name: /to Pending$/ }).click();
  await expect(admin.getByText(`The bid on ${target!.Product_Name} is now Pending.`)).toBeVisible();
  await row.getByRole('button', { name: /to Approved$/ }).click();
  await expect(
    admin.getByText(`The bid on ${target!.Product_Name} is now Approved.`),
  ).toBeVisible();

  // Live: the buyer's open Approved tab shows it, with no reload.
  await expect(approved.getByRole('article', { name: target!.Product_Name })).toBeVisible();
  await buyer.getByRole('tab', { name: 'Pending' }).click();
  await expect(
    buyer.getByRole('tabpanel').getByRole('article', { name: target!.Product_Name }),
  ).toHaveCount(0);
  expect(await notReloaded(buyer)).toBe(true);
  const { data: after } = await apiGet<{ data: Task[] }>(BUYER, `/tasks?who_id=${contact.id}`);
  expect(after.find((t) => t.id === placed.body.data.id)?.Status).toBe('Approved');
  await admin.context().close();
  await buyer.context().close();
});
