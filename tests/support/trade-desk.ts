import { expect, type Locator, type Page } from '@playwright/test';
import { apiGet, apiSend } from './identity';
import { biddableProducts, type BiddableProduct } from './products';

// Issue 20: bids placed, and counter-offers made and relayed, through the API (what a browser
// test needs before it looks at a screen); and the same steps on the screens, as the seller, the
// operator and the buyer take them.

export interface Task {
  id: string;
  Subject: string;
  Task_Type: string | null;
  Status: string;
  Description: string;
  What_Id: { id: string | null; name: string | null } | null;
}

export async function contactId(email: string): Promise<string> {
  const { data } = await apiGet<{ data: { id: string } }>(
    email,
    `/contact-by-email?email=${encodeURIComponent(email)}`,
  );
  return data.id;
}

/**
 * A fresh bid of `buyer` at the product's minimum order and price: on a product it has not bid
 * on yet, of `seller`'s listings when given.
 */
export async function placeBid(
  buyer: string,
  { seller }: { seller?: string } = {},
): Promise<{ product: BiddableProduct; task: Task }> {
  let products = await biddableProducts(buyer);
  if (seller) {
    const { products: own } = await apiGet<{ products: Array<{ id: string }> }>(
      seller,
      '/products?owner=me',
    );
    const ownIds = new Set(own.map((p) => p.id));
    products = products.filter((p) => ownIds.has(p.id));
  }
  const [product] = products;
  expect(product, 'a product the buyer can still bid on').toBeDefined();
  const { data: task } = await apiSend<{ data: Task }>(buyer, 'POST', '/tasks', {
    productId: product!.id,
    quantity: product!.Min_QTY_Request,
    pricePerGram: product!.Min_Request_G_Including_5_markup,
  });
  return { product: product!, task };
}

/** The seller counters `task` on its listing `product`, and the Admin relays it to the buyer. */
export async function relayedCounter(
  seller: string,
  admin: string,
  { product, task }: { product: BiddableProduct; task: Task },
  terms = { quantity: product.Min_QTY_Request + 10, price_per_gram: 3, note: 'Ready this week.' },
): Promise<{ id: string }> {
  const { data: counter } = await apiSend<{ data: { id: string } }>(
    seller,
    'POST',
    `/listings/${product.id}/bids/${task.id}/counters`,
    terms,
  );
  await apiSend(admin, 'POST', `/operator/counters/${counter.id}/relay`);
  return counter;
}

/**
 * On the seller's open bids dialog of a listing: counters its first bid that may be countered
 * (the test's own, when the listing has no other open bid) with `terms`, as the seller types them.
 */
export async function proposeCounter(
  dialog: Locator,
  terms: { quantity: number; pricePerGram: number; note: string },
): Promise<void> {
  const counterButton = dialog.page().getByRole('button', { name: 'Counter-offer' });
  await dialog
    .getByRole('article')
    .filter({ has: counterButton })
    .first()
    .getByRole('button', { name: 'Counter-offer' })
    .click();
  const form = dialog.getByRole('form', { name: 'Counter-offer' });
  await form.getByLabel(/^Quantity \(g\)/).fill(String(terms.quantity));
  await form.getByLabel(/^Price per gram \(\$\)/).fill(String(terms.pricePerGram));
  await form.getByLabel('Note to the buyer (optional)').fill(terms.note);
  await form.getByRole('button', { name: 'Send counter-offer' }).click();
  await expect(dialog.getByRole('status')).toContainText('Counter-offer sent');
}

/**
 * The operator relays, from the console's Counters board, the newest counter-offer on `name` whose
 * seller's note is `note`; issue 35: with the note edited to `relayedNote` first, when given.
 */
export async function relayFromCounters(
  admin: Page,
  name: string,
  { note, relayedNote }: { note: string; relayedNote?: string },
): Promise<void> {
  await admin.goto('/operator/counters');
  const counter = admin.getByRole('article', { name }).filter({ hasText: note }).first();
  const relayNote = counter.getByLabel('Note to relay to the buyer');
  // The note to relay starts as the seller wrote it.
  await expect(relayNote).toHaveValue(note);
  if (relayedNote !== undefined) await relayNote.fill(relayedNote);
  await counter.getByRole('button', { name: 'Relay to buyer' }).click();
  await expect(
    admin.getByText(`The counter-offer on ${name} is relayed to the buyer.`),
  ).toBeVisible();
}

/** The buyer accepts the relayed counter-offer on its bid `card` in Orders, and confirms. */
export async function acceptCounter(card: Locator, name: string): Promise<void> {
  await card.getByRole('button', { name: `Accept the counter-offer for ${name}` }).click();
  const confirm = card.page().getByRole('alertdialog', { name: 'Accept the counter-offer?' });
  // Issue 35: accepting settles the bid, and the confirmation says so.
  await expect(confirm).toContainText('It is then agreed: you can no longer edit or delete it.');
  await confirm.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(card.getByRole('status')).toContainText('Counter-offer accepted');
}
