import { expect } from '@playwright/test';
import { API_URL, idTokenFor } from './identity';
import { CERTIFICATE_PDF, photoLikePng } from './images';

/**
 * A seller's submission (spec §5) through the API — one multipart request with a cover, a photo
 * and a certificate (docs/api.md "Product submission"), for tests whose subject is what follows
 * it; the submission UI is tested in listings.spec.ts. The product starts inactive, awaiting the
 * operator's review. `T` is the caller's view of the product the API answers.
 */
export async function submitListing<T>(name: string, seller = 'seller@leafbid.test'): Promise<T> {
  const form = new FormData();
  form.append(
    'product',
    JSON.stringify({
      Product_Name: name,
      Description: 'Small-batch indoor flower, hand trimmed.',
      Product_Category: ['Cannabis flowers (mix sizes)'],
      Categories: ['Hybrid'],
      Harvest_Date: '2026-09-30',
      Manufacturer_name: 'Fraser Valley Craft',
      Lineage: 'Afghani x Thai',
      Aromas: 'Pine, earth',
      Highest_Terpenes: ['Myrcene'],
      Total_Terpenes_Percentage: 2.1,
      Certification: ['GACP'],
      Min_QTY_Request: 100,
      Min_Request_G_Including_5_markup: 3.5,
      Grams_Available_When_submitted: 5000,
      Upcoming_QTY_3_Months: 0,
      THC_Min: 19,
      THC_Max: 23,
      CBD_Min: 0,
      CBD_Max: 1,
    }),
  );
  const blob = (bytes: Buffer, type: string) => new Blob([new Uint8Array(bytes)], { type });
  const png = (seed: number) => blob(photoLikePng(64, 48, seed), 'image/png');
  form.append('cover', png(1), 'cover.png');
  form.append('photo', png(2), 'photo.png');
  form.append('certificate', blob(CERTIFICATE_PDF, 'application/pdf'), 'coa.pdf');
  const res = await fetch(`${API_URL}/products`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await idTokenFor(seller)}` },
    body: form,
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { data: T[] }).data[0]!;
}
