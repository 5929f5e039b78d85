import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser } from '@playwright/test';
import { apiCall, apiGet, apiSend } from '../support/identity';
import { ListingsScreen } from '../support/listings-page';
import { submitListing } from '../support/submit-listing';
import { Shell, markNoReload, notReloaded, signIn, signedIn } from '../support/pages';
import { remoteOrigin, TEST_PORTS } from '../support/ports';
import { LEAFBID_SHOTS_DIR } from '../config.mjs';
import { BUYER, type Product } from '../support/bids';

// Issue 11: the operator console (a fifth remote) and live updates — spec §4 "Publishing (an
// operator-side action)" and bids moving to Approved, seen by the other side without a reload.
// The host is built without knowing the operator remote: it joins through remotes.json.

const ADMIN = 'admin@leafbid.test';
const SELLER = 'seller@leafbid.test';

interface Task {
  id: string;
  Status: string;
  What_Id: { id: string | null; name: string } | null;
}

/** The seller's My Products with the product's edit popup open. */
async function sellerEditing(browser: Browser, name: string) {
  const page = await signedIn(browser, SELLER);
  await new Shell(page).go('My Listings');
  const listings = new ListingsScreen(page);
  const dialog = await listings.openEdit(name);
  return { page, listings, dialog };
}

const HOST_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../host/dist');
const OPERATOR_ORIGIN = remoteOrigin('operator');

/** Every text file of the host's build (what the running host serves). */
function hostBuildTexts(dir = HOST_DIST): Array<[string, string]> {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return hostBuildTexts(file);
    return /\.(js|json|html|css)$/.test(entry.name) ? [[file, readFileSync(file, 'utf8')]] : [];
  });
}

test('the running, already built host gets the operator remote only through its remotes.json: without the entry no link and no /operator, with it the console', async ({
  page,
}) => {
  // The host's build names no operator module and no operator origin.
  const texts = hostBuildTexts();
  expect(texts.length).toBeGreaterThan(0);
  for (const [file, text] of texts) {
    expect(text.includes('OperatorPage'), file).toBe(false);
    expect(text.includes(OPERATOR_ORIGIN), file).toBe(false);
  }

  const operatorRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(OPERATOR_ORIGIN)) operatorRequests.push(request.url());
  });
  // 1. This host's remotes.json without the operator entry (the platform's way of swapping what
  //    the host reads, see remote-description.spec.ts); the host build is the same one.
  const remotesUrl = `http://localhost:${TEST_PORTS.host}/remotes.json`;
  let listed: Record<
    string,
    { stable: string; releases: Array<{ id: string; manifest: string }> }
  > = {};
  await page.route(remotesUrl, async (route) => {
    const response = await route.fetch();
    listed = (await response.json()) as typeof listed;
    const { operator: _left, ...others } = listed;
    await route.fulfill({ response, json: others });
  });
  await signIn(page, ADMIN);
  // Issue 37: the operator's stable release, on the operator's origin.
  const operatorEntry = listed.operator!;
  expect(
    operatorEntry.releases.find((release) => release.id === operatorEntry.stable)?.manifest,
  ).toBe(`${OPERATOR_ORIGIN}/${operatorEntry.stable}/mf-manifest.json`);
  const shell = new Shell(page);
  await expect(shell.nav().getByRole('link')).toHaveText([
    'Dashboard',
    'Marketplace',
    'Orders',
    'My Listings',
  ]);
  // No route /operator: the address answers 'Page not found' (issue 18); the operator origin is
  // never asked for anything.
  await page.goto('/operator');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Operator console' })).toHaveCount(0);
  expect(operatorRequests).toEqual([]);

  // 2. remotes.json as deployed, with the operator entry: the same running host, reloaded, reads
  //    the operator's description next to its manifest and mounts its route and Admin link.
  await page.unroute(remotesUrl);
  await page.reload();
  await expect(shell.link('Operator')).toBeVisible();
  await expect(shell.nav().getByRole('link')).toHaveText([
    'Dashboard',
    'Marketplace',
    'Orders',
    'My Listings',
    'Operator',
  ]);
  expect(operatorRequests).toContain(
    `${OPERATOR_ORIGIN}/${operatorEntry.stable}/leafbid-remote.json`,
  );
  await shell.go('Operator');
  await expect(page).toHaveURL(/\/operator$/);
  await expect(page).toHaveTitle('Operator - Leafbid');
  await expect(page.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
});

test('the Admin sees the Operator link and the console; a buyer sees no link and the API answers it 403', async ({
  browser,
}) => {
  const admin = await signedIn(browser, ADMIN);
  const nav = new Shell(admin).nav();
  await expect(nav.getByRole('link', { name: 'Operator', exact: true })).toBeVisible();
  await new Shell(admin).go('Operator');
  await expect(admin).toHaveTitle('Operator - Leafbid');
  await expect(admin.getByRole('heading', { level: 1, name: 'Operator console' })).toBeVisible();
  await expect(admin.getByRole('tab')).toHaveText([
    'Listings review',
    'Bids',
    'Counters',
    'Accounts',
    'Audit',
    'Automation',
    'Platform',
  ]);

  const buyer = await signedIn(browser, BUYER);
  await expect(new Shell(buyer).link('Marketplace')).toBeVisible();
  await expect(new Shell(buyer).link('Operator')).toHaveCount(0);
  for (const path of [
    '/operator/listings',
    '/operator/bids',
    '/operator/accounts',
    '/operator/outbox',
  ]) {
    const res = await apiCall<{ error: string }>(BUYER, 'GET', path);
    expect(res.status, path).toBe(403);
    // Issue 19: the English text, and its stable code for the browser to translate.
    expect(res.body).toEqual({
      error: 'Only an Admin may use the operator console',
      code: 'domain.operatorApi.adminOnly',
    });
  }
  // Typed in by hand: the route is limited to Admins by the remote's description, so the host's
  // guard says it is not for the buyer (issue 18), on the address typed, with the way back.
  await buyer.goto('/operator');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Not allowed' })).toBeVisible();
  await expect(buyer).toHaveURL(/\/operator$/);
  await expect(buyer).toHaveTitle('Not allowed - Leafbid');
  await expect(buyer.getByRole('heading', { name: 'Operator console' })).toHaveCount(0);
  await buyer.getByRole('link', { name: 'Go to the dashboard' }).click();
  await expect(buyer.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  // An address no page answers says so too.
  await buyer.goto('/no-such-page');
  await expect(buyer.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await admin.context().close();
  await buyer.context().close();
});

test("a seller requests publication, the Admin publishes, and a buyer's open marketplace and the seller's My Products show it without a reload", async ({
  browser,
}) => {
  const name = `Operator Kush ${Date.now()}`;
  const product = await submitListing<Product>(name);

  // The seller asks for publication in its product edit popup (spec §4 'Request Publish').
  const seller = await sellerEditing(browser, name);
  await seller.dialog.getByRole('button', { name: 'Request Publish' }).click();
  await expect(seller.dialog.getByRole('button', { name: 'Cancel Request' })).toBeVisible();
  await seller.page.keyboard.press('Escape');
  await expect(seller.listings.card(name).getByText('Pending')).toBeVisible();
  await markNoReload(seller.page);

  // A buyer has the marketplace open (newest first): the product is not there yet.
  const buyer = await signedIn(browser, BUYER);
  await new Shell(buyer).go('Marketplace');
  await expect(buyer).toHaveTitle('Marketplace - Leafbid');
  await expect(buyer.getByRole('list', { name: 'Products' })).toBeVisible();
  await expect(buyer.getByRole('heading', { name })).toHaveCount(0);
  await markNoReload(buyer);

  const admin = await signedIn(browser, ADMIN);
  await new Shell(admin).go('Operator');
  const card = admin.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card.getByText('Liam Tremblay')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Open coa.pdf' })).toBeVisible();
  await card.getByRole('button', { name: 'Publish' }).click();
  await expect(admin.getByText(`${name} is published.`)).toBeVisible();
  await expect(card).toHaveCount(0);

  // Live: the buyer's open marketplace shows it, and the seller's My Products says Active.
  await expect(buyer.getByRole('heading', { name })).toBeVisible();
  expect(await notReloaded(buyer)).toBe(true);
  await expect(seller.listings.card(name).getByText('Active')).toBeVisible();
  expect(await notReloaded(seller.page)).toBe(true);
  const { product: stored } = await apiGet<{ product: Product }>(BUYER, `/products/${product.id}`);
  expect(stored.Product_Active).toBe(true);
  await admin.context().close();
  await buyer.context().close();
  await seller.page.context().close();
});

test("the Admin declines a publication request with a note, and the seller's open edit popup shows it without a reload", async ({
  browser,
}) => {
  const name = `Declined Haze ${Date.now()}`;
  await submitListing<Product>(name);
  const seller = await sellerEditing(browser, name);
  await seller.dialog.getByRole('button', { name: 'Request Publish' }).click();
  await expect(seller.dialog.getByRole('button', { name: 'Cancel Request' })).toBeVisible();
  const noteTitle = 'Publication declined: note from the operator';
  await expect(seller.dialog.getByRole('region', { name: noteTitle })).toHaveCount(0);
  await markNoReload(seller.page);

  const admin = await signedIn(browser, ADMIN);
  await new Shell(admin).go('Operator');
  const card = admin.getByRole('article', { name });
  await card.getByRole('button', { name: 'Decline' }).click();
  const decline = admin.getByRole('dialog', { name: `Decline ${name}` });
  await decline.getByLabel('Note for the seller').fill('The lab report is older than 12 months.');
  await decline.getByRole('button', { name: 'Decline listing' }).click();
  await expect(admin.getByText(`${name} was declined. The seller sees your note.`)).toBeVisible();

  // Live: the note shows in the seller's open popup; the toggle offers Request Publish again.
  const note = seller.dialog.getByRole('region', { name: noteTitle });
  await expect(note).toContainText('The lab report is older than 12 months.');
  await expect(seller.dialog.getByRole('button', { name: 'Request Publish' })).toBeVisible();
  expect(await notReloaded(seller.page)).toBe(true);

  // Requesting publication again clears the note (the API drops it).
  await seller.dialog.getByRole('button', { name: 'Request Publish' }).click();
  await expect(note).toHaveCount(0);
  await admin.context().close();
  await seller.page.context().close();
});

test("the Admin approves a buyer's bid and the buyer's open Orders shows it under Approved without a reload", async ({
  browser,
}) => {
  // A fresh bid of the buyer on a product it has not bid on yet.
  const { data: contact } = await apiGet<{ data: { id: string } }>(
    BUYER,
    `/contact-by-email?email=${BUYER}`,
  );
  const { data: before } = await apiGet<{ data: Task[] }>(BUYER, `/tasks?who_id=${contact.id}`);
  const bidOn = new Set(before.map((t) => t.What_Id?.id));
  const { products: cards } = await apiGet<{ products: Array<{ id: string }> }>(
    BUYER,
    '/products?status=active&limit=100&sort=alphabetical',
  );
  let target: Product | undefined;
  for (const { id } of cards) {
    if (bidOn.has(id)) continue;
    const { product } = await apiGet<{ product: Product }>(BUYER, `/products/${id}`);
    const quantity = product.Min_QTY_Request ?? 1;
    if (
      (product.Grams_Available_When_submitted ?? 0) >= quantity &&
      product.Min_Request_G_Including_5_markup
    ) {
      target = product;
      break;
    }
  }
  expect(target, 'a product the buyer has not bid on').toBeDefined();
  const placed = await apiCall<{ data: Task }>(BUYER, 'POST', '/tasks', {
    productId: target!.id,
    quantity: target!.Min_QTY_Request ?? 1,
    pricePerGram: target!.Min_Request_G_Including_5_markup,
  });
  expect(placed.status).toBe(201);

  // The buyer has Orders open on its Approved tab: the bid is still pending.
  const buyer = await signedIn(browser, BUYER);
  await new Shell(buyer).go('Orders');
  await expect(buyer).toHaveTitle('Orders - Leafbid');
  await expect(
    buyer.getByRole('tabpanel').getByRole('article', { name: target!.Product_Name }),
  ).toBeVisible();
  await buyer.getByRole('tab', { name: 'Approved' }).click();
  const approved = buyer.getByRole('tabpanel');
  await expect(approved.getByRole('article', { name: target!.Product_Name })).toHaveCount(0);
  await markNoReload(buyer);

  // The Admin moves it Not Started → Pending → Approved on the bids board.
  const admin = await signedIn(browser, ADMIN);
  await new Shell(admin).go('Operator');
  await admin.getByRole('tab', { name: 'Bids' }).click();
  const row = admin
    .getByRole('row')
    .filter({ has: admin.getByRole('rowheader', { name: target!.Product_Name }) })
    .filter({ hasText: 'Ada Moreau' })
    .first();
  await expect(row).toBeVisible();
  await expect(row.getByText('Liam Tremblay').or(row.getByText('Chloé Gagnon'))).toBeVisible();
  await row.getByRole('button', { name: /^Move to Pending:/ }).click();
  await expect(admin.getByText(`The bid on ${target!.Product_Name} is now Pending.`)).toBeVisible();
  await row.getByRole('button', { name: /^Move to Approved:/ }).click();
  await expect(
    admin.getByText(`The bid on ${target!.Product_Name} is now Approved.`),
  ).toBeVisible();

  // Live: the buyer's open Approved tab shows it, with no reload.
  await expect(approved.getByRole('article', { name: target!.Product_Name })).toBeVisible();
  await buyer.getByRole('tab', { name: 'Pending' }).click();
  await expect(
    buyer.getByRole('tabpanel').getByRole('article', { name: target!.Product_Name }),
  ).toHaveCount(0);
  expect(await notReloaded(buyer)).toBe(true);
  const { data: after } = await apiGet<{ data: Task[] }>(BUYER, `/tasks?who_id=${contact.id}`);
  expect(after.find((t) => t.id === placed.body.data.id)?.Status).toBe('Approved');
  await admin.context().close();
  await buyer.context().close();
});

test.describe('the operator console on a 390 × 844 phone (issue 18)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every tab fits: no horizontal page overflow, tables scroll inside a labelled focusable region, targets of 24 px or more; the outbox says no endpoint is configured', async ({
    page,
  }) => {
    // No token in any URL the console asks for (images, files, the event stream).
    const urls: string[] = [];
    page.on('request', (request) => urls.push(request.url()));
    await signIn(page, ADMIN);
    await new Shell(page).go('Operator');
    const tabs = page.getByRole('tab');
    await expect(tabs.first()).toBeVisible();
    const shots = LEAFBID_SHOTS_DIR;
    for (const name of await tabs.allTextContents()) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      // The tab's list has loaded (its spinner is gone): the screen is measured as the user sees it.
      await expect(page.locator('main .op-list-state .lb-spinner')).toHaveCount(0);
      if (name === 'Bids') {
        // The demo's bids: a table far wider than the phone, scrolling inside its region.
        await expect(page.getByRole('region', { name: 'Bids (scrolls sideways)' })).toBeVisible();
      }
      if (shots) await page.screenshot({ path: `${shots}/operator-${name}.png`, fullPage: true });
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        body: document.body.scrollWidth,
        viewport: window.innerWidth,
      }));
      expect(widths.page, `${name}: the page is no wider than the phone`).toBeLessThanOrEqual(
        widths.viewport,
      );
      expect(widths.body, `${name}: the body is no wider than the phone`).toBeLessThanOrEqual(
        widths.viewport,
      );
      // Wide tables scroll in their own region, which the keyboard can reach and which is named.
      const regions = await page.evaluate(() =>
        Array.from(document.querySelectorAll('.op-table-scroll')).map((el) => ({
          scrolls: el.scrollWidth > el.clientWidth,
          focusable: (el as HTMLElement).tabIndex >= 0,
          role: el.getAttribute('role'),
          label: el.getAttribute('aria-label') ?? '',
        })),
      );
      for (const region of regions.filter((r) => r.scrolls)) {
        expect(region, `${name}: a table that scrolls sideways`).toMatchObject({
          focusable: true,
          role: 'region',
        });
        expect(region.label).not.toBe('');
      }
      // WCAG 2.5.8: every control (not a link in a sentence) is a target of at least 24 × 24 px.
      const small = await page.evaluate(() =>
        Array.from(
          document.querySelectorAll(
            'main button, main select, main input, main summary, main [role="tab"], main a.lb-button',
          ),
        )
          .map((el) => {
            const box = el.getBoundingClientRect();
            return box.width === 0 && box.height === 0
              ? null
              : box.width < 24 || box.height < 24
                ? `${el.tagName.toLowerCase()} "${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)}" ${Math.round(box.width)}×${Math.round(box.height)}`
                : null;
          })
          .filter(Boolean),
      );
      expect(small, `${name}: targets under 24 px`).toEqual([]);
    }
    // The test stack leaves at least one automation endpoint unset: the Automation tab says so.
    await page.getByRole('tab', { name: 'Automation' }).click();
    await expect(page.getByRole('region', { name: 'Automation endpoints' })).toContainText(
      /No automation endpoint is configured.*queued rows are kept until one is set/,
    );
    expect(urls.filter((url) => /access_token/i.test(url))).toEqual([]);
  });

  test('issue 35: Bids, Audit and Automation are cards: no sideways scroll, each cell labelled, every action inside the screen', async ({
    page,
  }) => {
    // Audit records and webhook rows to show: the operator suspends and reinstates a demo contact
    // nobody signs in as (its notifications' emails wait in the outbox: no SMTP in the test stack).
    const invited = 'invited@leafbid.test';
    const { data: accounts } = await apiGet<{ data: Array<{ id: string; Email: string }> }>(
      ADMIN,
      `/operator/accounts?q=${encodeURIComponent(invited)}`,
    );
    const account = accounts.find((a) => a.Email === invited);
    expect(account, 'the invited demo contact').toBeDefined();
    await apiSend(ADMIN, 'POST', `/operator/accounts/${account!.id}/suspend`, {
      reason: 'Phone layout check.',
    });
    await apiSend(ADMIN, 'POST', `/operator/accounts/${account!.id}/reinstate`);

    await signIn(page, ADMIN);
    await new Shell(page).go('Operator');
    const shots = LEAFBID_SHOTS_DIR;
    for (const [name, table] of [
      ['Bids', 'Bids'],
      ['Audit', 'Audit records'],
      ['Automation', 'Webhook rows'],
    ] as const) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await page.waitForLoadState('networkidle');
      await expect(page.locator('main .op-list-state .lb-spinner')).toHaveCount(0);
      // Still a table with rows and cells for a screen reader.
      const list = page.getByRole('table', { name: table, exact: true });
      await expect(list.getByRole('row').nth(1)).toBeVisible();
      if (shots) {
        await list.getByRole('row').nth(1).scrollIntoViewIfNeeded();
        await page.screenshot({ path: `${shots}/operator-cards-${name}.png` });
      }
      const layout = await list.evaluate((el) => {
        const viewport = window.innerWidth;
        const region = el.closest('.op-table-scroll')!;
        const rows = Array.from(el.querySelectorAll('tbody tr'));
        return {
          viewport,
          page: document.documentElement.scrollWidth,
          regionScrolls: region.scrollWidth > region.clientWidth,
          tableRight: el.getBoundingClientRect().right,
          rows: rows.length,
          rowsDisplay: rows.map((r) => getComputedStyle(r).display),
          headerHidden: el.querySelector('thead')!.getBoundingClientRect().height <= 1,
          // The column's name drawn over each cell (the first row is enough: they share the CSS).
          unlabelled: Array.from(rows[0]?.querySelectorAll('td') ?? [])
            .map((td) => ({
              label: td.getAttribute('data-label') ?? '',
              drawn: getComputedStyle(td, '::before').content,
            }))
            .filter(({ label, drawn }) => !label || !drawn.includes(label))
            .map(({ label, drawn }) => `${label}: ${drawn}`),
          outside: Array.from(el.querySelectorAll('tbody button'))
            .map((b) => ({ text: b.textContent?.trim() ?? '', box: b.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && (box.left < 0 || box.right > viewport))
            .map(({ text, box }) => `${text} ${Math.round(box.left)}–${Math.round(box.right)}`),
          buttons: el.querySelectorAll('tbody button').length,
        };
      });
      expect(layout.page, `${name}: the page is no wider than the phone`).toBeLessThanOrEqual(
        layout.viewport,
      );
      expect(layout.regionScrolls, `${name}: the list does not scroll sideways`).toBe(false);
      expect(layout.tableRight, `${name}: the list ends inside the screen`).toBeLessThanOrEqual(
        layout.viewport,
      );
      expect(new Set(layout.rowsDisplay), `${name}: every row is a card`).toEqual(
        new Set(['grid']),
      );
      expect(layout.headerHidden, `${name}: the column headers are hidden from sight`).toBe(true);
      expect(layout.unlabelled, `${name}: each cell shows its column's name`).toEqual([]);
      expect(layout.outside, `${name}: actions outside the screen`).toEqual([]);
      if (name === 'Bids') expect(layout.buttons, 'the bids have actions').toBeGreaterThan(0);
    }
  });
});
