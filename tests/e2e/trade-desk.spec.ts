import { readFileSync } from 'node:fs';
import { isOrderRequest } from '@leafbid/domain';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { apiAs, joinedCompany } from '../support/accounts';
import { apiCall, apiGet, apiSend, idTokenFor, uniqueEmail } from '../support/identity';
import { mailsTo } from '../support/mail';
import { Shell, markNoReload, notReloaded, signIn, signedIn } from '../support/pages';
import { biddableProducts } from '../support/products';
import {
  acceptCounter,
  contactId,
  placeBid,
  proposeCounter,
  relayFromCounters,
  type Task,
} from '../support/trade-desk';

// Issue 20 — the trade desk: notifications (bell and email), anonymous counter-offers from My
// Listings to Orders through the operator, the audit trail, CSV exports, licence expiry.

const BUYER = 'buyer@leafbid.test';
const SELLER = 'seller@leafbid.test';
const ADMIN = 'admin@leafbid.test';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The bell's accessible name ("Notifications, 2 unread"). */
const bell = (page: Page) => page.getByTestId('notification-bell');

/** The bell's name for `unread` notifications: no count when there are none. */
const bellLabel = (unread: number) =>
  unread === 0 ? 'Notifications' : `Notifications, ${unread} unread`;

/** The Status a card's facts show (its `Status` term's definition). */
const statusOf = (card: Locator) =>
  card
    .locator('div')
    .filter({
      has: card
        .page()
        .getByRole('term')
        .filter({ hasText: /^Status$/ }),
    })
    .getByRole('definition');

test("the operator approves a bid: the buyer's bell counts it without a reload, and the mail catcher holds the email", async ({
  browser,
}) => {
  const { product, task } = await placeBid(BUYER);
  const buyer = await signedIn(browser, BUYER);
  // The bell shows before its first fetch answers, so the count is the API's, and the bell is
  // awaited until it shows it.
  const { unread: before } = await apiGet<{ unread: number }>(BUYER, '/notifications');
  await expect(bell(buyer)).toHaveAttribute('aria-label', bellLabel(before));
  await markNoReload(buyer);

  // Not Started → Pending → Approved, as the bids board does.
  await apiSend(ADMIN, 'PUT', `/operator/bids/${task.id}/status`, { Status: 'Pending' });
  await apiSend(ADMIN, 'PUT', `/operator/bids/${task.id}/status`, { Status: 'Approved' });

  await expect(bell(buyer)).toHaveAttribute('aria-label', bellLabel(before + 1));
  expect(await notReloaded(buyer)).toBe(true);
  await bell(buyer).click();
  const item = buyer
    .getByTestId('notification-item')
    .filter({ hasText: product.Product_Name })
    .first();
  await expect(item).toHaveAttribute('data-unread', 'true');
  await expect(item).toContainText(/approved/i);
  // Opening it marks it read and goes to that bid on Orders (issue 35: its tab, its bid).
  await item.click();
  await expect(buyer).toHaveURL(new RegExp(`/orders\\?tab=approved&bid=${task.id}$`));
  await expect(bell(buyer)).toHaveAttribute('aria-label', bellLabel(before));

  // The email went out through the outbox to the local mail catcher.
  const [mail] = await mailsTo(BUYER, {
    matching: new RegExp(`^Your bid on ${escapeRegExp(product.Product_Name)} was approved$`),
    timeoutMs: 30_000,
  });
  // Issue 35: it names the bid's reference and grams, and links to that bid on Orders.
  expect(mail!.text).toMatch(
    new RegExp(
      `^The Leafbid team approved your bid #${task.id.slice(2, 10)} for [\\d\\s,]+ g of ${escapeRegExp(product.Product_Name)}\\.`,
    ),
  );
  expect(mail!.text).toMatch(
    new RegExp(`http://localhost:\\d+/orders\\?tab=approved&bid=${task.id}`),
  );
  await buyer.context().close();
});

test("a bid approved while the buyer's live stream is still connecting is counted once it opens", async ({
  browser,
}) => {
  const { product, task } = await placeBid(BUYER);
  const context = await browser.newContext();
  // The live stream (GET /events) is held until the approval is written: what the bell fetched
  // first misses it, and no event will tell of it.
  let release!: () => void;
  const approved = new Promise<void>((resolve) => (release = resolve));
  let held = 0;
  await context.route(/\/events(\?|$)/, async (route) => {
    held += 1;
    await approved;
    await route.continue();
  });
  const buyer = await context.newPage();
  await signIn(buyer, BUYER);
  const { unread: before } = await apiGet<{ unread: number }>(BUYER, '/notifications');
  await expect(bell(buyer)).toHaveAttribute('aria-label', bellLabel(before));
  await expect.poll(() => held).toBeGreaterThan(0);

  await apiSend(ADMIN, 'PUT', `/operator/bids/${task.id}/status`, { Status: 'Pending' });
  await apiSend(ADMIN, 'PUT', `/operator/bids/${task.id}/status`, { Status: 'Approved' });
  release();

  await expect(bell(buyer)).toHaveAttribute('aria-label', bellLabel(before + 1));
  await bell(buyer).click();
  await expect(
    buyer.getByTestId('notification-item').filter({ hasText: product.Product_Name }).first(),
  ).toHaveAttribute('data-unread', 'true');
  await context.close();
});

test('a seller counters a bid from My Listings, the operator relays it, the buyer accepts it in Orders, and the Audit tab shows each step', async ({
  browser,
}) => {
  // A bid of the buyer on one of the seller's listings.
  const { product, task } = await placeBid(BUYER, { seller: SELLER });
  const name = product.Product_Name;
  const counterQuantity = product.Min_QTY_Request + 10;
  const counterPrice = Math.round((product.Min_Request_G_Including_5_markup + 0.5) * 100) / 100;

  // The seller opens the listing's bids: nothing names the buyer.
  const seller = await signedIn(browser, SELLER);
  await new Shell(seller).go('My Listings');
  const card = seller.getByRole('article', { name }).first();
  await expect(card.getByRole('group', { name: `Demand for ${name}` })).toContainText('Open bids');
  await card.getByRole('button', { name: 'Bids' }).click();
  const dialog = seller.getByRole('dialog', { name: `Bids on ${name}` });
  await expect(dialog.getByRole('list', { name: 'Bids' })).toBeVisible();
  await expect(dialog).not.toContainText('Ada Moreau');
  await expect(dialog).not.toContainText(BUYER);
  // The buyer's bid: the listing's only open one (placeBid picks a product it had not bid on).
  const note = 'Ready to ship this week.';
  await proposeCounter(dialog, { quantity: counterQuantity, pricePerGram: counterPrice, note });
  await expect(dialog).toContainText('Awaiting the operator');

  // The operator relays it.
  const admin = await signedIn(browser, ADMIN);
  await relayFromCounters(admin, name, { note });

  // The buyer sees it on the bid's card in Orders, without the seller's name, and accepts.
  const buyer = await signedIn(browser, BUYER);
  await new Shell(buyer).go('Orders');
  const bidCard = buyer.getByRole('article', { name }).first();
  const offer = bidCard.getByRole('region', { name: 'Counter-offer from the seller' });
  await expect(offer).toContainText('Ready to ship this week.');
  await expect(bidCard).not.toContainText('Liam Tremblay');
  await acceptCounter(bidCard, name);

  // The bid took the counter's terms.
  const { data: tasks } = await apiGet<{ data: Task[] }>(
    BUYER,
    `/tasks?who_id=${await contactId(BUYER)}`,
  );
  const accepted = tasks.find((t) => t.id === task.id)!;
  expect(accepted.Description).toContain(`QUANTITY: ${counterQuantity}`);
  expect(accepted.Description).toContain(`PRICE PER GRAM: ${counterPrice}`);

  // The operator's Audit tab records the counter, its relay and its acceptance.
  await admin.goto('/operator/audit');
  await admin.getByLabel('Target').fill(task.id);
  const audit = admin.getByRole('table', { name: 'Audit records' });
  for (const step of [/proposed/i, /relayed/i, /accepted/i]) {
    await expect(audit.getByRole('row').filter({ hasText: step }).first()).toBeVisible();
  }
  await Promise.all([seller, admin, buyer].map((p) => p.context().close()));
});

test("a counter-offer settles: the operator redacts the seller's phone number from its note, the buyer accepts, and the bid is Agreed — no Edit, no Delete, the API refuses an edit, the seller can no longer counter", async ({
  browser,
}) => {
  const { product, task } = await placeBid(BUYER, { seller: SELLER });
  const name = product.Product_Name;
  const counterQuantity = product.Min_QTY_Request + 10;
  const counterPrice = Math.round((product.Min_Request_G_Including_5_markup + 0.75) * 100) / 100;
  const phone = '416-555-0199';
  const sellerNote = `Fresh harvest, ready this week. Call Liam at ${phone}.`;
  const relayedNote = 'Fresh harvest, ready this week.';

  // The seller counters from the listing's bids, with a note that would name it.
  const seller = await signedIn(browser, SELLER);
  await new Shell(seller).go('My Listings');
  await seller.getByRole('article', { name }).first().getByRole('button', { name: 'Bids' }).click();
  const dialog = seller.getByRole('dialog', { name: `Bids on ${name}` });
  // The buyer's bid: the listing's only open one (placeBid picks a product it had not bid on).
  await proposeCounter(dialog, {
    quantity: counterQuantity,
    pricePerGram: counterPrice,
    note: sellerNote,
  });
  // From here on, this bid's entry is the one carrying the seller's note.
  const bidEntry = dialog.getByRole('article').filter({ hasText: relayedNote });
  await expect(bidEntry).toContainText('Awaiting the operator');

  // The operator edits the note before relaying it: the phone number goes.
  const admin = await signedIn(browser, ADMIN);
  await relayFromCounters(admin, name, { note: sellerNote, relayedNote });

  // The buyer reads the relayed note, never the seller's phone number, and accepts.
  const buyer = await signedIn(browser, BUYER);
  await new Shell(buyer).go('Orders');
  const bidCard = buyer.getByRole('article', { name }).first();
  const offer = bidCard.getByRole('region', { name: 'Counter-offer from the seller' });
  await expect(offer).toContainText(relayedNote);
  await expect(bidCard).not.toContainText(phone);
  await expect(bidCard).not.toContainText('Liam');
  await acceptCounter(bidCard, name);

  // Settled: the card reads Agreed, says why, and offers neither Edit nor Delete.
  await expect(statusOf(bidCard)).toHaveText('Agreed');
  await expect(bidCard).toContainText(
    'Agreed — you accepted the seller’s counter-offer. Its terms can no longer be changed.',
  );
  await expect(
    bidCard.getByRole('button', { name: `Edit the order request for ${name}` }),
  ).toHaveCount(0);
  await expect(
    bidCard.getByRole('button', { name: `Delete the order request for ${name}` }),
  ).toHaveCount(0);

  // The API holds the rule for a call made without the screen: the agreed price cannot be lowered.
  const buyerToken = await idTokenFor(BUYER);
  const edit = await apiAs<{ code: string; error: string }>(
    buyerToken,
    'PUT',
    `/tasks/${task.id}`,
    {
      quantity: counterQuantity,
      pricePerGram: product.Min_Request_G_Including_5_markup,
    },
  );
  expect(edit.status, JSON.stringify(edit.body)).toBe(409);
  expect(edit.body.code).toBe('domain.orderEdit.agreed');
  expect(edit.body.error).toBe(
    'This order request is Agreed: you accepted the seller’s counter-offer, so its terms can no longer be changed.',
  );
  const removal = await apiCall<{ code: string }>(BUYER, 'DELETE', `/tasks/${task.id}`);
  expect(removal.status, JSON.stringify(removal.body)).toBe(409);
  expect(removal.body.code).toBe('domain.orderEdit.agreed');
  const { data: tasks } = await apiGet<{ data: Task[] }>(
    BUYER,
    `/tasks?who_id=${await contactId(BUYER)}`,
  );
  const agreed = tasks.find((t) => t.id === task.id)!;
  expect(agreed.Status).toBe('Agreed');
  expect(agreed.Description).toContain(`PRICE PER GRAM: ${counterPrice}`);

  // The seller's open panel follows (live): the bid is Agreed and takes no other counter.
  await expect(statusOf(bidEntry)).toHaveText('Agreed');
  await expect(bidEntry.getByRole('button', { name: 'Counter-offer' })).toHaveCount(0);
  await Promise.all([seller, admin, buyer].map((p) => p.context().close()));
});

test('a buyer downloads its bids as CSV: a BOM, one header row and one row per bid', async ({
  browser,
}) => {
  const { data: all } = await apiGet<{ data: Task[] }>(
    BUYER,
    `/tasks?who_id=${await contactId(BUYER)}`,
  );
  // Its bids (Orders), not its support requests.
  const tasks = all.filter(isOrderRequest);

  const buyer = await signedIn(browser, BUYER);
  await new Shell(buyer).go('Orders');
  const download = buyer.waitForEvent('download');
  await buyer.getByRole('link', { name: 'Download bids (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^leafbid-bids-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  const lines = text.slice(1).split('\r\n').filter(Boolean);
  expect(lines.length).toBe(tasks.length + 1);
  for (const task of tasks) expect(text).toContain(task.id);
  await buyer.context().close();
});

test('an expired licence blocks a bid with the message that says how to renew', async ({
  page,
}) => {
  // A verified company whose licence, as the operator corrected it, expired in 2024.
  const email = uniqueEmail('lapsed');
  const { contactId: id } = await joinedCompany(email, {
    name: ['Lou', 'Lapsed'],
    confirmed: true,
    type: 'Buyer',
  });
  await apiSend(ADMIN, 'POST', `/operator/accounts/${id}/verify`);
  await apiSend(ADMIN, 'PUT', `/operator/accounts/${id}/licence`, {
    licence_number: 'LIC-2024-001',
    licence_expires_on: '2024-03-31',
  });

  const [product] = await biddableProducts(BUYER);
  await signIn(page, email);
  await page.goto(`/marketplace/${product!.id}`);
  const popup = page.getByRole('dialog', { name: product!.Product_Name });
  await popup.getByLabel('Quantity (grams)').fill(String(product!.Min_QTY_Request));
  await popup
    .getByLabel('Price per gram ($)')
    .fill(product!.Min_Request_G_Including_5_markup.toFixed(2));
  await popup.getByRole('button', { name: 'Send a request' }).click();
  await expect(
    page.getByText(
      /^Your cannabis licence expired on .*2024.*\. Upload your renewed licence in Settings to bid and list again\.$/,
    ),
  ).toBeVisible();
});
