import { apiGet } from './identity';

// The demo products a buyer can still bid on (spec §5: active, priced, with stock for the
// minimum order, not already bid on by this buyer), sorted by name: the bid tests' picks.

export interface BiddableProduct {
  id: string;
  Product_Name: string;
  Product_Active: boolean;
  Min_QTY_Request: number;
  Min_Request_G_Including_5_markup: number;
  Grams_Available_When_submitted: number;
}

export async function biddableProducts(buyer: string): Promise<BiddableProduct[]> {
  const { data: contact } = await apiGet<{ data: { id: string } }>(
    buyer,
    `/contact-by-email?email=${buyer}`,
  );
  const { data: tasks } = await apiGet<{ data: Array<{ What_Id: { id: string } | null }> }>(
    buyer,
    `/tasks?who_id=${contact.id}`,
  );
  const alreadyBid = new Set(tasks.map((task) => task.What_Id?.id));
  // The catalogue answers cards; the bid rules need the whole products.
  const { products: cards } = await apiGet<{ products: Array<{ id: string }> }>(
    buyer,
    '/products?status=active&limit=100',
  );
  const products = await Promise.all(
    cards.map(
      async ({ id }) =>
        (await apiGet<{ product: BiddableProduct }>(buyer, `/products/${id}`)).product,
    ),
  );
  return products
    .filter(
      (p) =>
        p.Product_Active &&
        !alreadyBid.has(p.id) &&
        p.Min_Request_G_Including_5_markup > 0 &&
        p.Grams_Available_When_submitted >= p.Min_QTY_Request,
    )
    .sort((a, b) => a.Product_Name.localeCompare(b.Product_Name));
}
