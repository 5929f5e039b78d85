import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { buyerContactId, BUYER, placeBid } from '../support/bids';
import { buildAndServeChangedOrders, CHANGED_TEXTS } from '../support/changed-texts-remote';
import { apiSend } from '../support/identity';
import { signIn } from '../support/pages';
import { TEST_PORTS } from '../support/ports';
import { serveRegistry } from '../support/registry';
import type { ServedRemote } from '../support/rsbuild-remote';

// Issue 36 "Each text has one owner": a remote's deploy carries its own translations. The orders
// team changes a domain text its edit popup shows (the availability check) and adds a new one,
// builds its remote alone and deploys it; the composed host — not rebuilt — shows both, in en-CA
// and fr-CA. The marketplace, built with the domain as it was, keeps its own words for the same
// text. And the host's build carries none of the texts only a remote shows.

const hostDist = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  '..',
  'host',
  'dist',
);
// Its remote is listed for this page only (support/registry.ts): the page's policy, built by the
// server from the registry it serves, does not name that remote's origin.
test.use({ bypassCSP: true });

let remote: ServedRemote;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  remote = await buildAndServeChangedOrders(TEST_PORTS.changedTextsRemote);
});

test.afterAll(async () => {
  await remote?.close();
});

/** This host's remotes.json as deployed, the orders remote at the changed build's origin. */
async function deployChangedOrders(page: Page) {
  await serveRegistry(page, (listed) => ({ ...listed, orders: remote.manifestUrl }));
}

const grams = (text: string) => text.replace(/\s/g, ' ');

test("the host's build carries no text only a remote shows", () => {
  const files = readdirSync(hostDist).filter((file) => file.endsWith('.js'));
  expect(files.length).toBeGreaterThan(3);
  const host = files.map((file) => readFileSync(path.join(hostDist, file), 'utf8')).join('\n');
  // Shown by the marketplace, the listings, the onboarding and the orders remotes only.
  const carried = [
    'Low Bid Warning',
    'Request Publish',
    'Please accept all required agreements',
    'Edit Order Request',
    'Available within 3 months',
  ].filter((text) => host.includes(text));
  expect(carried).toEqual([]);
});

test('a domain text changed and one added in the orders remote alone show in en-CA and fr-CA in the composed host, not rebuilt; the marketplace keeps its words', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const { product, quantity } = await placeBid();
  const name = product.Product_Name;
  const stock =
    (product.Grams_Available_When_submitted ?? 0) + (product.Upcoming_QTY_3_Months ?? 0);
  await deployChangedOrders(page);
  await signIn(page, BUYER);

  const checkIn = async (locale: 'en-CA' | 'fr-CA', edit: RegExp, quantityLabel: RegExp) => {
    const orders = locale === 'en-CA' ? 'Orders' : 'Commandes';
    await page.getByRole('link', { name: orders, exact: true }).first().click();
    await page.getByRole('button', { name: new RegExp(`${edit.source}.*${name}`) }).click();
    const popup = page.getByRole('dialog');
    const field = popup.getByLabel(quantityLabel);
    await field.fill(String(quantity));
    await field.blur();
    await expect(
      popup.getByText(CHANGED_TEXTS.now[locale](quantity), { exact: true }),
    ).toBeVisible();
    await field.fill(String(stock + 1));
    await field.blur();
    await expect
      .poll(async () => grams((await popup.textContent()) ?? ''))
      .toContain(grams(CHANGED_TEXTS.beyondStock[locale](stock)));
    await page.keyboard.press('Escape');
    await expect(popup).toBeHidden();
  };

  try {
    await checkIn('en-CA', /Edit the order request for/, /Quantity \(grams\)/);
    await page.getByRole('button', { name: /account menu$/ }).click();
    await page.getByRole('menuitemradio', { name: 'Français' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await checkIn('fr-CA', /Modifier la demande de commande pour/, /Quantité \(grammes\)/);

    // The marketplace's bid form reads the same rule with the words it was built with.
    await page.goto(`/marketplace/${product.id}`);
    const form = page.getByRole('dialog');
    const field = form.getByLabel(/Quantité \(grammes\)/);
    await field.fill(String(quantity));
    await field.blur();
    await expect(
      form.getByText(new RegExp(`✓ ${quantity}\\s?g disponibles? maintenant`)),
    ).toBeVisible();
  } finally {
    // The demo buyer's next sign-in (other tests) is in English again.
    await apiSend(BUYER, 'PUT', `/contacts/${await buyerContactId()}`, {
      data: [{ Language: 'en-CA' }],
    });
  }
});
