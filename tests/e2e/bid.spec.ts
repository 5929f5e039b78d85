import { expect, test } from '@playwright/test';
import { apiGet, apiSend } from '../support/identity';
import { Shell, signIn } from '../support/pages';
import { biddableProducts, type BiddableProduct } from '../support/products';

// Spec §2 Dashboard / Marketplace / Product popup / Orders, §4 Request submission, §5 price check,
// ARCHITECTURE "Data flow of the main job (a bid)".

interface Task {
  id: string;
  Status: string;
  Description: string;
  What_Id: { id: string; name: string } | null;
}

const BUYER = 'buyer@leafbid.test';

test('a buyer bids at ≥86 % directly and at ≤69 % after a warning; both show under Orders and on the dashboard without a reload', async ({
  page,
}) => {
  const { data: contact } = await apiGet<{ data: { id: string } }>(
    BUYER,
    `/contact-by-email?email=${BUYER}`,
  );
  const [excellent, low] = await biddableProducts(BUYER);
  expect(excellent, 'two biddable demo products').toBeDefined();
  expect(low, 'two biddable demo products').toBeDefined();

  await signIn(page, BUYER);
  await expect(page).toHaveTitle('Dashboard - Leafbid');
  const newArrivals = page
    .locator('section, div')
    .filter({ has: page.getByRole('heading', { name: 'New Arrivals', exact: true }) })
    .last();
  await expect(newArrivals.getByRole('button', { name: /Learn more/ })).toHaveCount(4);

  // Everything from here is client-side: a marker on window survives only if nothing reloads.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
  const shell = new Shell(page);
  await shell.go('Marketplace');
  await expect(page).toHaveTitle('Marketplace - Leafbid');
  await page.getByRole('button', { name: 'Alphabetical' }).click();

  // ≥ 86 %: submits directly with the excellent-bid thank-you.
  await page.getByRole('button', { name: `Learn more about ${excellent!.Product_Name}` }).click();
  let popup = page.getByRole('dialog', { name: excellent!.Product_Name });
  await popup.getByLabel('Quantity (grams)').fill(String(excellent!.Min_QTY_Request));
  await popup.getByLabel('Quantity (grams)').blur();
  await expect(popup.getByText(`✓ ${excellent!.Min_QTY_Request}g available now`)).toBeVisible();
  await popup
    .getByLabel('Price per gram ($)')
    .fill(excellent!.Min_Request_G_Including_5_markup.toFixed(2));
  await expect(popup.getByText('✓ Excellent bid!')).toBeVisible();
  await popup.getByRole('button', { name: 'Send a request' }).click();
  await expect(
    popup.getByText(
      "Thank you for submitting your bid, a member of the operator's team will reach out to you shortly",
    ),
  ).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 8_000 }); // closes after 3 s

  // ≤ 69 %: asks first ('Low Bid Warning'), Cancel sends nothing, Proceed sends.
  const lowPrice = Math.max(
    0.01,
    Math.floor(low!.Min_Request_G_Including_5_markup * 0.5 * 100) / 100,
  );
  await page.getByRole('button', { name: `Learn more about ${low!.Product_Name}` }).click();
  popup = page.getByRole('dialog', { name: low!.Product_Name });
  await popup.getByLabel('Quantity (grams)').fill(String(low!.Min_QTY_Request));
  await popup.getByLabel('Price per gram ($)').fill(lowPrice.toFixed(2));
  await expect(popup.getByText('⚠️ This bid is unlikely to get accepted')).toBeVisible();
  await popup.getByRole('button', { name: 'Send a request' }).click();
  let warning = page
    .getByRole('alertdialog', { name: 'Low Bid Warning' })
    .or(page.getByRole('dialog', { name: 'Low Bid Warning' }));
  await expect(
    warning.getByText('This bid is unlikely to get accepted – would you still like to proceed?'),
  ).toBeVisible();
  await warning.getByRole('button', { name: 'Cancel' }).click();
  await expect(warning).toBeHidden();
  await popup.getByRole('button', { name: 'Send a request' }).click();
  warning = page
    .getByRole('alertdialog', { name: 'Low Bid Warning' })
    .or(page.getByRole('dialog', { name: 'Low Bid Warning' }));
  await warning.getByRole('button', { name: 'Proceed' }).click();
  await expect(popup.getByText('Request sent successfully!')).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 8_000 });

  // The API holds both bids, as Not Started order requests in the spec's Description format.
  const { data: tasksAfter } = await apiGet<{ data: Task[] }>(BUYER, `/tasks?who_id=${contact.id}`);
  const placed = tasksAfter.filter((task) =>
    [excellent!.id, low!.id].includes(task.What_Id?.id ?? ''),
  );
  expect(placed.map((task) => task.Status)).toEqual(['Not Started', 'Not Started']);
  expect(placed.find((task) => task.What_Id?.id === low!.id)?.Description).toBe(
    `QUANTITY: ${low!.Min_QTY_Request} PRICE PER GRAM: ${lowPrice} TOTAL: ${Math.round(low!.Min_QTY_Request * lowPrice * 100) / 100}`,
  );

  // Orders → Pending (default tab) shows both, read from the Description.
  await shell.go('Orders');
  await expect(page).toHaveTitle('Orders - Leafbid');
  await expect(page.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  const pendingTab = page.getByRole('tabpanel');
  await expect(pendingTab.getByText(excellent!.Product_Name)).toBeVisible();
  await expect(pendingTab.getByText(low!.Product_Name)).toBeVisible();

  // Dashboard's pending orders list shows them too.
  await shell.go('Dashboard');
  const pendingOrders = page
    .locator('section, aside, div')
    .filter({ has: page.getByRole('heading', { name: 'Pending orders' }) })
    .last();
  await expect(pendingOrders.getByText(excellent!.Product_Name)).toBeVisible();
  await expect(pendingOrders.getByText(low!.Product_Name)).toBeVisible();

  expect(
    await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
  ).toBe(true);
});

test("the request form holds a bid to the listing's minimum order as it is typed, and the API refuses less too (issue 18)", async ({
  page,
}) => {
  const { products: cards } = await apiGet<{ products: Array<{ id: string }> }>(
    BUYER,
    '/products?status=active&limit=100&sort=alphabetical',
  );
  let bulk: BiddableProduct | undefined;
  for (const { id } of cards) {
    const { product } = await apiGet<{ product: BiddableProduct }>(BUYER, `/products/${id}`);
    if (product.Min_QTY_Request >= 1000 && product.Grams_Available_When_submitted >= 1000) {
      bulk = product;
      break;
    }
  }
  expect(bulk, 'a demo listing with a minimum order of 1 000 g or more').toBeDefined();
  const minimum = bulk!.Min_QTY_Request;
  const shown = String(minimum).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');

  await signIn(page, BUYER);
  await new Shell(page).go('Marketplace');
  await page.getByRole('button', { name: 'Alphabetical' }).click();
  await page.getByRole('button', { name: `Learn more about ${bulk!.Product_Name}` }).click();
  const popup = page.getByRole('dialog', { name: bulk!.Product_Name });
  const quantity = popup.getByLabel('Quantity (grams)');
  await quantity.fill('10');
  const message = popup.getByText(`The minimum order for this product is ${shown} g`);
  await expect(message).toBeVisible();
  await expect(quantity).toHaveAttribute('aria-invalid', 'true');
  await quantity.blur();
  await expect(popup.getByText(/available now/)).toHaveCount(0);

  await quantity.fill(String(minimum));
  await expect(message).toBeHidden();
  await quantity.blur();
  await expect(popup.getByText(`✓ ${minimum}g available now`)).toBeVisible();

  // The API holds the same rule, with the same words, for a caller that skips the form.
  await expect(
    apiSend(BUYER, 'POST', '/tasks', {
      productId: bulk!.id,
      quantity: 10,
      pricePerGram: bulk!.Min_Request_G_Including_5_markup,
    }),
  ).rejects.toThrow(
    `POST /tasks → 400 {"error":"The minimum order for this product is ${shown} g"`,
  );
});
