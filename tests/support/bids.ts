// A fresh bid of the demo buyer, for the browser tests that edit one (orders, remote texts).
import { apiGet, apiSend } from './identity';

export const BUYER = 'buyer@leafbid.test';

export interface Product {
  id: string;
  Product_Name: string;
  Product_Active: boolean;
  Min_QTY_Request: number | null;
  Min_Request_G_Including_5_markup: number | null;
  Grams_Available_When_submitted: number | null;
  Upcoming_QTY_3_Months?: number | null;
  Contact_Name?: { id: string } | null;
}
export interface Task {
  id: string;
  Subject: string;
  Status: string;
  Description: string;
  Modified_Time: string;
  What_Id: { id: string | null; name: string | null } | null;
}

export async function buyerContactId(): Promise<string> {
  const { data } = await apiGet<{ data: { id: string } }>(
    BUYER,
    `/contact-by-email?email=${BUYER}`,
  );
  return data.id;
}

export async function buyerTasks(contactId: string): Promise<Task[]> {
  return (await apiGet<{ data: Task[] }>(BUYER, `/tasks?who_id=${contactId}`)).data;
}

/**
 * A fresh bid of the buyer (100 g, or the listing's minimum order when it is more, at most 500 g,
 * so grams stay under 1 000 and read the same everywhere; at the product's minimum price) on an
 * active product it has no bid on yet, taken from the end of the alphabet so the other browser
 * tests keep theirs.
 */
export async function placeBid(): Promise<{
  task: Task;
  product: Product;
  price: number;
  quantity: number;
}> {
  const contactId = await buyerContactId();
  const bidOn = new Set((await buyerTasks(contactId)).map((t) => t.What_Id?.id));
  const { products: cards } = await apiGet<{ products: Array<{ id: string }> }>(
    BUYER,
    '/products?status=active&limit=100&sort=alphabetical',
  );
  for (const card of [...cards].reverse()) {
    if (bidOn.has(card.id)) continue;
    const { product } = await apiGet<{ product: Product }>(BUYER, `/products/${card.id}`);
    const price = product.Min_Request_G_Including_5_markup ?? 0;
    const quantity = Math.max(100, product.Min_QTY_Request ?? 0);
    if (
      !product.Product_Active ||
      price <= 0 ||
      quantity > 500 ||
      (product.Grams_Available_When_submitted ?? 0) < quantity + 100
    )
      continue;
    const { data: task } = await apiSend<{ data: Task }>(BUYER, 'POST', '/tasks', {
      productId: product.id,
      quantity,
      pricePerGram: price,
    });
    return { task, product, price, quantity };
  }
  throw new Error('no active product left without a bid of the buyer');
}
