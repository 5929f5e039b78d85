import { expect, test, type Page } from '@playwright/test';
import { apiSend } from '../support/identity';
import { signedIn } from '../support/pages';
import { submitListing } from '../support/submit-listing';
import { placeBid } from '../support/trade-desk';

// Issue 35 — a notification opens exactly what it tells of: "bid approved" opens Orders on the
// Approved tab with that bid highlighted; "listing awaits review" opens that listing in the
// console's queue.

const BUYER = 'buyer@leafbid.test';
const ADMIN = 'admin@leafbid.test';

const bell = (page: Page) => page.getByTestId('notification-bell');

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The reference Orders shows for a bid ('#' and 8 characters of its id). */
const referenceOf = (taskId: string) => `#${taskId.replace(/^t_/, '').slice(0, 8)}`;

test('the buyer opens "bid approved" from the bell and lands on Orders’ Approved tab with that bid highlighted', async ({
  browser,
}) => {
  const { product, task } = await placeBid(BUYER);
  await apiSend(ADMIN, 'PUT', `/operator/bids/${task.id}/status`, { Status: 'Pending' });
  await apiSend(ADMIN, 'PUT', `/operator/bids/${task.id}/status`, { Status: 'Approved' });
  const reference = referenceOf(task.id);

  const buyer = await signedIn(browser, BUYER);
  await bell(buyer).click();
  // The notification names the bid's grams and its reference, as Orders shows them.
  const item = buyer
    .getByTestId('notification-item')
    .filter({ hasText: `Your bid ${reference} for ` })
    .first();
  await expect(item).toContainText(
    new RegExp(
      `Your bid ${reference} for [\\d\\s,]+ g of ${escapeRegExp(product.Product_Name)} was approved\\.`,
    ),
  );
  await item.click();

  await expect(buyer).toHaveURL(new RegExp(`/orders\\?tab=approved&bid=${task.id}$`));
  await expect(buyer.getByRole('tab', { name: 'Approved' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = buyer.locator('article.or-card--highlighted');
  await expect(card).toHaveCount(1);
  await expect(card).toHaveAccessibleName(product.Product_Name);
  await expect(card).toHaveAccessibleDescription('From your notification');
  await expect(card).toContainText(reference);
  await expect(card.getByText('From your notification')).toBeVisible();
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  // Only that bid is marked.
  await expect(buyer.getByText('From your notification')).toHaveCount(1);

  // Choosing the other tab leaves the notification's bid behind; the address says so.
  await buyer.getByRole('tab', { name: 'Pending' }).click();
  await expect(buyer).toHaveURL(/\/orders$/);
  await expect(buyer.getByText('From your notification')).toHaveCount(0);
  await buyer.context().close();
});

test('the operator opens "listing awaits review" from the bell and lands on that listing in the queue', async ({
  browser,
}) => {
  const name = `Review Target ${Date.now().toString(36)}`;
  const listing = await submitListing<{ id: string }>(name);

  const admin = await signedIn(browser, ADMIN);
  await bell(admin).click();
  await admin
    .getByTestId('notification-item')
    .filter({ hasText: `A listing awaits review: ${name}.` })
    .first()
    .click();

  await expect(admin).toHaveURL(new RegExp(`/operator\\?listing=${listing.id}$`));
  await expect(admin.getByRole('tab', { name: 'Listings review' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const card = admin.getByRole('article', { name });
  await expect(card).toHaveClass(/op-target/);
  await expect(card).toHaveAccessibleDescription('From your notification');
  await expect(card).toBeFocused();
  await expect(card).toBeInViewport();
  await expect(admin.getByText('From your notification')).toHaveCount(1);
  await admin.context().close();
});
