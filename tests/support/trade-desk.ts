import { expect } from '@playwright/test';
import { apiGet, apiSend } from './identity';
import { biddableProducts, type BiddableProduct } from './products';

// Issue 20: bids placed, and counter-offers made and relayed, through the API (what a browser
// test needs before it looks at a screen).

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
