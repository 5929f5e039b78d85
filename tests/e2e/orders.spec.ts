import { expect, test, type Page } from '@playwright/test';
import { receivedWebhooks } from '../support/automation-receiver';
import { BUYER, buyerContactId, buyerTasks, placeBid, type Product } from '../support/bids';
import { apiGet } from '../support/identity';
import { Shell, signIn } from '../support/pages';

// Spec §2 Orders screen and Dashboard, §4 Order request, §5 Edit bid, §7 webhooks (update_bid,
// delete_bid), §8 Order edit; issue 8. Every change shows on Orders, on the dashboard and in a
// second tab of the same browser without a reload, and the automation service receives the exact
// §7 payloads (the outbox relay posts them to the test stack's receiver).

const SELLER = 'seller@leafbid.test';

/** Whole cents, as the API computes a bid total. */
const total = (quantity: number, price: number) =>
  Math.round(quantity * Math.round(price * 100)) / 100;
const money = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Marks the page; `reloaded(page)` is false as long as nothing reloaded it since. */
async function markNoReload(page: Page) {
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
}
async function reloaded(page: Page) {
  return !(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload));
}

/** A second tab of the same browser, on /orders. */
async function secondTabOnOrders(page: Page) {
  const second = await page.context().newPage();
  await second.goto('/orders');
  await expect(second.getByRole('heading', { name: 'Orders', exact: true })).toBeVisible();
  await markNoReload(second);
  return second;
}

/** The orders remote's widget (the host's dashboard slot around it carries the same name). */
const pendingWidget = (page: Page) => page.getByRole('region', { name: 'Pending orders' }).last();
/** The dashboard widget's entry of one product. */
const widgetItem = (page: Page, name: string) =>
  pendingWidget(page)
    .getByRole('listitem')
    .filter({ has: page.getByText(name, { exact: true }) });
/** A card of the Orders screen's current tab. */
const card = (page: Page, name: string) => page.getByRole('article', { name, exact: true });

async function editInPopup(page: Page, quantity: number, price: number) {
  const popup = page.getByRole('dialog', { name: 'Edit Order Request' });
  await popup.getByLabel('Quantity (grams)').fill(String(quantity));
  await popup.getByLabel('Quantity (grams)').blur();
  await expect(popup.getByText(`✓ ${quantity}g available now`)).toBeVisible();
  await popup.getByLabel('Price per gram ($)').fill(price.toFixed(2));
  await popup.getByRole('button', { name: 'Save' }).click();
  await expect(popup.getByText('Order updated and sent successfully!')).toBeVisible();
  await expect(popup).toBeHidden(); // 1.5 s later
}

/** The update_bid webhook the automation service got for `taskId`. */
async function deliveredUpdate(taskId: string) {
  let found: unknown;
  await expect
    .poll(async () => {
      found = (await receivedWebhooks('update_bid')).find(
        (w) => (w.body as { taskId?: string }).taskId === taskId,
      )?.body;
      return found !== undefined;
    })
    .toBe(true);
  return found;
}

test('edit a bid on Orders: the card, the dashboard and a second tab show it without a reload; update_bid carries the exact payload', async ({
  page,
}) => {
  const { task, product, price, quantity } = await placeBid();
  const edited = quantity + 50;
  const name = product.Product_Name;
  const newPrice = Math.round((price + 0.25) * 100) / 100;

  await signIn(page, BUYER);
  await markNoReload(page);
  const second = await secondTabOnOrders(page);
  await expect(card(second, name)).toContainText(`${quantity} g`);

  const shell = new Shell(page);
  await shell.go('Orders');
  await card(page, name)
    .getByRole('button', { name: `Edit the order request for ${name}` })
    .click();
  await expect(page.getByRole('dialog', { name: 'Edit Order Request' })).toContainText(name);
  await editInPopup(page, edited, newPrice);

  for (const tab of [page, second]) {
    await expect(card(tab, name)).toContainText(`${edited} g`);
    await expect(card(tab, name)).toContainText(money(newPrice));
    await expect(card(tab, name)).toContainText(money(total(edited, newPrice)));
  }
  await shell.go('Dashboard');
  await expect(widgetItem(page, name)).toContainText(`${edited} g`);
  await expect(widgetItem(page, name)).toContainText(money(total(edited, newPrice)));

  // The API holds the edit; the automation service got spec §7's update_bid, field by field.
  const saved = (await buyerTasks(await buyerContactId())).find((t) => t.id === task.id);
  expect(saved?.Description).toBe(
    `QUANTITY: ${edited} PRICE PER GRAM: ${newPrice} TOTAL: ${total(edited, newPrice)}`,
  );
  expect(await deliveredUpdate(task.id)).toEqual({
    action: 'update_bid',
    taskId: task.id,
    productName: name,
    quantity: edited,
    pricePerGram: newPrice,
    totalValue: total(edited, newPrice),
    userEmail: BUYER,
    originalBid: { quantity, pricePerGram: price, totalValue: total(quantity, price) },
    updatedAt: saved?.Modified_Time,
    taskSubject: `Purchase request: ${name}`,
  });
  expect(await reloaded(page)).toBe(false);
  expect(await reloaded(second)).toBe(false);
});

test("edit a bid from the dashboard's pending orders: Orders and a second tab agree without a reload", async ({
  page,
}) => {
  const { task, product, price, quantity } = await placeBid();
  const edited = quantity + 75;
  const name = product.Product_Name;

  await signIn(page, BUYER);
  await markNoReload(page);
  const second = await secondTabOnOrders(page);
  await expect(card(second, name)).toContainText(`${quantity} g`);

  await widgetItem(page, name)
    .getByRole('button', { name: `Edit the order request for ${name}` })
    .click();
  await editInPopup(page, edited, price);
  await expect(widgetItem(page, name)).toContainText(`${edited} g`);
  await expect(card(second, name)).toContainText(`${edited} g`);
  await expect(card(second, name)).toContainText(money(total(edited, price)));

  await new Shell(page).go('Orders');
  await expect(card(page, name)).toContainText(`${edited} g`);

  const delivered = (await deliveredUpdate(task.id)) as Record<string, unknown>;
  expect(delivered).toMatchObject({
    action: 'update_bid',
    quantity: edited,
    pricePerGram: price,
    totalValue: total(edited, price),
    originalBid: { quantity, pricePerGram: price, totalValue: total(quantity, price) },
  });
  expect(await reloaded(page)).toBe(false);
  expect(await reloaded(second)).toBe(false);
});

test('delete a bid: it leaves Orders, the dashboard and a second tab at once; delete_bid carries the exact payload', async ({
  page,
}) => {
  const { task, product, price, quantity } = await placeBid();
  const name = product.Product_Name;

  await signIn(page, BUYER);
  await expect(widgetItem(page, name)).toBeVisible();
  await markNoReload(page);
  const second = await secondTabOnOrders(page);
  await expect(card(second, name)).toBeVisible();

  const shell = new Shell(page);
  await shell.go('Orders');
  await card(page, name)
    .getByRole('button', { name: `Delete the order request for ${name}` })
    .click();
  const confirm = page.getByRole('dialog', { name: 'Delete Order Request' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete the order request for ${name}?`,
  );
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, name)).toBeVisible();

  await card(page, name)
    .getByRole('button', { name: `Delete the order request for ${name}` })
    .click();
  const before = Date.now();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, name)).toHaveCount(0);
  await expect(card(second, name)).toHaveCount(0);
  await shell.go('Dashboard');
  await expect(pendingWidget(page)).toBeVisible();
  await expect(widgetItem(page, name)).toHaveCount(0);

  // Gone for the buyer; the automation service got spec §7's delete_bid, field by field.
  expect((await buyerTasks(await buyerContactId())).some((t) => t.id === task.id)).toBe(false);
  let delivered: Record<string, unknown> | undefined;
  await expect
    .poll(async () => {
      delivered = (await receivedWebhooks('delete_bid')).find(
        (w) => (w.body as { taskId?: string }).taskId === task.id,
      )?.body as Record<string, unknown> | undefined;
      return delivered !== undefined;
    })
    .toBe(true);
  const { deletedAt, ...rest } = delivered!;
  expect(rest).toEqual({
    action: 'delete_bid',
    taskId: task.id,
    productName: name,
    userEmail: BUYER,
    taskSubject: `Purchase request: ${name}`,
    originalBid: { quantity, pricePerGram: price, totalValue: total(quantity, price) },
  });
  const deletedTime = Date.parse(String(deletedAt));
  expect(new Date(deletedTime).toISOString()).toBe(deletedAt);
  expect(deletedTime).toBeGreaterThanOrEqual(before - 1000);
  expect(deletedTime).toBeLessThanOrEqual(Date.now());
  expect(await reloaded(page)).toBe(false);
  expect(await reloaded(second)).toBe(false);
});

test("a seller's own product: the popup says so instead of the request form", async ({ page }) => {
  const { products } = await apiGet<{ products: Product[] }>(SELLER, '/products?owner=me');
  const own = products.find((p) => p.Product_Active);
  expect(own, 'an active demo product of the seller').toBeDefined();

  await signIn(page, SELLER);
  await new Shell(page).go('Marketplace');
  await page.getByLabel('Search by name').fill(own!.Product_Name);
  await page
    .getByRole('button', { name: `Learn more about ${own!.Product_Name}`, exact: true })
    .click();
  const popup = page.getByRole('dialog', { name: own!.Product_Name });
  await expect(
    popup.getByText('This is your own listing: you cannot send a request for it.'),
  ).toBeVisible();
  await expect(popup.getByLabel('Quantity (grams)')).toHaveCount(0);
  await expect(popup.getByRole('button', { name: 'Send a request' })).toHaveCount(0);
});
