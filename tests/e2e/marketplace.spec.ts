import { expect, test, type Page } from '@playwright/test';
import {
  CERTIFICATIONS,
  PRODUCT_CATEGORIES,
  TERPENE_SUGGESTIONS,
  matchesFilters,
  sortProducts,
  type Product,
  type ProductFilters,
} from '@leafbid/domain';
import { apiGet } from '../support/identity';
import { Shell, signIn } from '../support/pages';

// Spec §2 Marketplace, §5 Marketplace filters; issue 10: the view in the URL, pages on scroll.

const BUYER = 'buyer@leafbid.test';

/** Every active demo product, whole, as the API gives it: the expected results come from the shared rule. */
async function activeProducts(): Promise<Product[]> {
  const { products: cards } = await apiGet<{ products: Array<{ id: string }> }>(
    BUYER,
    '/products?status=active&limit=100',
  );
  return Promise.all(
    cards.map(
      async ({ id }) => (await apiGet<{ product: Product }>(BUYER, `/products/${id}`)).product,
    ),
  );
}

const expectedNames = (all: Product[], filters: Partial<ProductFilters>): string[] =>
  sortProducts(
    all.filter((p) => matchesFilters(p, filters)),
    'newest',
  ).map((p) => p.Product_Name ?? '');

const grid = (page: Page) => page.getByRole('list', { name: 'Products' });
const cardTitles = (page: Page) => grid(page).getByRole('article').getByRole('heading');

async function loadEverything(page: Page): Promise<void> {
  // Scrolling to the end loads the next page until there is none. The button can go away between
  // finding it and scrolling to it (the last page arrived): each scroll attempt is short, and the
  // whole is retried until no button is left.
  const more = page.getByRole('button', { name: /Load more|Loading/ });
  await expect(async () => {
    if (await more.count()) {
      await more.scrollIntoViewIfNeeded({ timeout: 1000 }).catch(() => undefined);
    }
    await expect(more).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 30_000 });
}

test('the grid pages on scroll, each filter narrows it as spec §5 says, and the URL restores the view', async ({
  page,
}) => {
  const all = await activeProducts();
  expect(all.length, 'more demo products than one page').toBeGreaterThan(24);

  await signIn(page, BUYER);
  await new Shell(page).go('Marketplace');
  await expect(page).toHaveTitle('Marketplace - Leafbid');
  await expect(cardTitles(page)).toHaveCount(24);
  await expect(page.getByText(`Showing 24 of ${all.length} products`)).toBeVisible();

  await loadEverything(page);
  await expect(cardTitles(page)).toHaveCount(all.length);
  await expect(page.getByText(`Showing ${all.length} of ${all.length} products`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expect(cardTitles(page)).toHaveText(expectedNames(all, {}));

  // Indica / Sativa / Hybrid toggle tags: any selected.
  const sidebar = page.getByRole('complementary', { name: 'Marketplace sidebar' });
  await sidebar.getByRole('button', { name: 'Indica', exact: true }).click();
  await expect(page).toHaveURL(/\/marketplace\?cat=Indica$/);
  const indica = expectedNames(all, { categories: ['Indica'] });
  expect(indica.length).toBeGreaterThan(0);
  await loadEverything(page);
  await expect(cardTitles(page)).toHaveText(indica);

  // THC range with the keyboard: Page Up moves the minimum by 10.
  await sidebar.getByRole('slider', { name: 'Minimum THC %' }).focus();
  await page.keyboard.press('PageUp');
  await page.keyboard.press('PageUp');
  await expect(page).toHaveURL(/\/marketplace\?cat=Indica&thcMin=20$/);
  await expect(cardTitles(page)).toHaveText(
    expectedNames(all, { categories: ['Indica'], thc: [20, 100] }),
  );

  // The product type select ("contains the selection").
  await sidebar.getByRole('combobox', { name: 'Product type' }).click();
  await page.getByRole('option', { name: 'Cannabis hash', exact: true }).click();
  const hash = expectedNames(all, {
    categories: ['Indica'],
    thc: [20, 100],
    productType: 'Cannabis hash',
  });
  if (hash.length) await expect(cardTitles(page)).toHaveText(hash);
  else await expect(page.getByText('No products match these filters.')).toBeVisible();

  // Reload: the same view, the controls show it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Filters' })).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Indica', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(sidebar.getByRole('slider', { name: 'Minimum THC %' })).toHaveAttribute(
    'aria-valuenow',
    '20',
  );
  await expect(sidebar.getByRole('combobox', { name: 'Product type' })).toHaveText(/Cannabis hash/);

  // Back: the view before the type was chosen.
  await page.goBack();
  await expect(page).toHaveURL(/\/marketplace\?cat=Indica&thcMin=20$/);
  await expect(cardTitles(page)).toHaveText(
    expectedNames(all, { categories: ['Indica'], thc: [20, 100] }),
  );

  // Clear filters, then the name search as the user types.
  await sidebar.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  const word = (all[0]!.Product_Name ?? '').split(' ')[0]!.toLowerCase();
  await sidebar
    .getByRole('searchbox', { name: 'Search by name' })
    .pressSequentially(word, { delay: 30 });
  await expect(page).toHaveURL(new RegExp(`q=${word}$`));
  await expect(cardTitles(page)).toHaveText(expectedNames(all, { name: word }));

  // A shared link opens the same view for someone else's browser tab.
  const shared = page.url();
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(other.getByRole('searchbox', { name: 'Search by name' })).toHaveValue(word);
  await expect(
    other.getByRole('list', { name: 'Products' }).getByRole('article').getByRole('heading'),
  ).toHaveText(expectedNames(all, { name: word }));
});

test('the popup reads the whole product and its arrows move through the filtered list', async ({
  page,
}) => {
  const all = await activeProducts();
  const sativa = expectedNames(all, { categories: ['Sativa'] }).slice(0, 24);
  expect(sativa.length).toBeGreaterThan(1);
  await signIn(page, BUYER);
  await page.goto('/marketplace?cat=Sativa');
  await expect(cardTitles(page).first()).toHaveText(sativa[0]!);
  await grid(page)
    .getByRole('button', { name: `Learn more about ${sativa[0]}` })
    .click();
  const dialog = page.getByRole('dialog', { name: sativa[0] });
  await expect(dialog.getByRole('heading', { name: 'Send a request' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Next product' }).click();
  await expect(page.getByRole('dialog', { name: sativa[1] })).toBeVisible();
  await page.getByRole('button', { name: 'Previous product' }).click();
  await page.getByRole('button', { name: 'Previous product' }).click();
  // Wrapping around the whole filtered list (issue 18), not the loaded page.
  const allSativa = expectedNames(all, { categories: ['Sativa'] });
  await expect(page.getByRole('dialog', { name: allSativa.at(-1) })).toBeVisible();
});

test("issue 18: a product's own URL — deep link, Back closes, ←/→ move across a page boundary", async ({
  page,
}) => {
  // The grid's order is the API's: the cards of /products?status=active, newest first.
  const { products: cards } = await apiGet<{
    products: Array<{ id: string; Product_Name: string }>;
  }>(BUYER, '/products?status=active&limit=100');
  expect(cards.length, 'more demo products than one page').toBeGreaterThan(24);
  const [last, next] = [cards[23]!, cards[24]!];

  await signIn(page, BUYER);
  await new Shell(page).go('Marketplace');
  await expect(cardTitles(page)).toHaveCount(24);
  await grid(page)
    .getByRole('button', { name: `Learn more about ${last.Product_Name}` })
    .click();
  await expect(page.getByRole('dialog', { name: last.Product_Name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/marketplace/${last.id}$`));

  // → past the 24th card fetches the next page and shows the 25th.
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('dialog', { name: next.Product_Name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/marketplace/${next.id}$`));
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('dialog', { name: last.Product_Name })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/marketplace/${last.id}$`));

  // Back closes the popup (the arrows replaced the entry): the marketplace, its cards still there.
  await page.goBack();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/marketplace$/);
  // The page the arrow fetched stays loaded (it holds the 25th card).
  await expect(grid(page).getByRole('heading', { name: next.Product_Name })).toBeVisible();
  expect(await cardTitles(page).count()).toBeGreaterThan(24);

  // A deep link on a fresh load opens the popup over the view it names; closing keeps the view.
  await page.goto(`/marketplace/${next.id}?sort=alphabetical`);
  const deep = page.getByRole('dialog', { name: next.Product_Name });
  await expect(deep.getByRole('heading', { name: 'Send a request' })).toBeVisible();
  await deep.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/\/marketplace\?sort=alphabetical$/);
  await expect(page.getByRole('button', { name: 'Alphabetical' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // An id no one lists says so.
  await page.goto('/marketplace/p_no_such_product');
  const missing = page.getByRole('dialog', { name: 'Product not found' });
  await expect(missing.getByRole('alert')).toContainText(
    'This product does not exist or is no longer listed.',
  );
});

test('issue 18: the price and THC sorts order the grid as the API does, and stay in the URL', async ({
  page,
}) => {
  await signIn(page, BUYER);
  await new Shell(page).go('Marketplace');
  for (const [label, sort] of [
    ['Price: low to high', 'price'],
    ['THC: high to low', 'thc'],
  ] as const) {
    const { products } = await apiGet<{ products: Array<{ Product_Name: string }> }>(
      BUYER,
      `/products?status=active&sort=${sort}&limit=24`,
    );
    await page.getByRole('button', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`/marketplace\\?sort=${sort}$`));
    await expect(cardTitles(page)).toHaveText(products.map((p) => p.Product_Name));
  }
});

test.describe('on a 390 × 844 phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the filters are a button above the results opening a sheet, not a panel after every card (issue 18)', async ({
    page,
  }) => {
    const all = await activeProducts();
    await signIn(page, BUYER);
    await new Shell(page).go('Marketplace');
    const button = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(button).toBeVisible();
    await expect(cardTitles(page).first()).toBeVisible();
    // In view on arrival, above the first card.
    const buttonBox = (await button.boundingBox())!;
    const firstCard = (await grid(page).getByRole('article').first().boundingBox())!;
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(firstCard.y);
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(844);
    await expect(page.getByRole('slider', { name: 'Minimum THC %' })).toHaveCount(0);

    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('button', { name: 'Indica', exact: true }).click();
    await expect(page).toHaveURL(/\/marketplace\?cat=Indica$/);
    const indica = expectedNames(all, { categories: ['Indica'] });
    await sheet
      .getByRole('button', {
        name: indica.length === 1 ? 'Show 1 product' : `Show ${indica.length} products`,
      })
      .click();
    await expect(sheet).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
    await expect(cardTitles(page).first()).toHaveText(indica[0]!);
  });
});

/** A product type, a terpene and a certification one active product has all three of. */
function threeFiltersOf(
  all: Product[],
): Pick<ProductFilters, 'productType' | 'terpene' | 'certification'> {
  for (const product of all) {
    const productType = PRODUCT_CATEGORIES.find((c) => product.Product_Category?.includes(c));
    const terpenes = `${product.Highest_Terpenes ?? ''} ${product.Terpen ?? ''}`.toLowerCase();
    const terpene = TERPENE_SUGGESTIONS.find((t) => terpenes.includes(t.toLowerCase()));
    const certification = CERTIFICATIONS.find((c) => product.Certification?.includes(c));
    if (productType && terpene && certification) return { productType, terpene, certification };
  }
  throw new Error('no demo product has a type, a suggested terpene and a certification');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
]) {
  test.describe(`the filter sheet at ${viewport.width} × ${viewport.height} (issue 35)`, () => {
    test.use({ viewport });

    test('its lists open above it, Esc closes the list then the sheet, and the page still works', async ({
      page,
    }) => {
      const all = await activeProducts();
      const chosen = threeFiltersOf(all);
      await signIn(page, BUYER);
      await new Shell(page).go('Marketplace');
      await expect(cardTitles(page).first()).toBeVisible();
      await page.getByRole('button', { name: 'Filters', exact: true }).click();
      const sheet = page.getByRole('dialog', { name: 'Filters' });

      const pick = async (label: string, option: string) => {
        await sheet.getByRole('combobox', { name: label }).click();
        const list = page.getByRole('listbox');
        await expect(list).toBeVisible();
        // Above the sheet: the option is what a tap at its centre reaches (Playwright's click
        // checks that too, and times out while the sheet covers it).
        await page.getByRole('option', { name: option, exact: true }).click();
        await expect(list).toBeHidden();
        await expect(sheet.getByRole('combobox', { name: label })).toContainText(option);
      };
      await pick('Product type', chosen.productType);
      await expect(page).toHaveURL(/[?&]type=/);
      const byType = expectedNames(all, { productType: chosen.productType });
      await expect(
        sheet.getByRole('button', {
          name: byType.length === 1 ? 'Show 1 product' : `Show ${byType.length} products`,
        }),
      ).toBeVisible();
      await pick('Terpene', chosen.terpene);
      await pick('Certification', chosen.certification);
      const expected = expectedNames(all, chosen);
      expect(expected.length).toBeGreaterThan(0);

      // Esc with a list open closes the list only; a second Esc closes the sheet.
      await sheet.getByRole('combobox', { name: 'Product type' }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toBeHidden();
      await expect(sheet).toBeVisible();
      await expect(sheet.getByRole('combobox', { name: 'Product type' })).toContainText(
        chosen.productType,
      );
      await page.keyboard.press('Escape');
      await expect(sheet).toBeHidden();

      // The page still works: nothing left disabling the pointer, a card opens its popup.
      expect(await page.evaluate(() => getComputedStyle(document.body).pointerEvents)).not.toBe(
        'none',
      );
      await expect(cardTitles(page)).toHaveText(expected.slice(0, 24));
      await grid(page)
        .getByRole('button', { name: `Learn more about ${expected[0]}` })
        .click();
      await expect(page.getByRole('dialog', { name: expected[0] })).toBeVisible();
    });
  });
}

test('on a 390 × 844 phone a marketplace card takes at most half the screen (issue 35)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, BUYER);
  await new Shell(page).go('Marketplace');
  const cards = grid(page).getByRole('article');
  await expect(cards).toHaveCount(24);
  const heights = await cards.evaluateAll((articles) =>
    articles.map((a) => Math.ceil(a.getBoundingClientRect().height)),
  );
  expect(Math.max(...heights)).toBeLessThanOrEqual(422);
});

test("a card's cover is the API's WebP at a card's width, not the uploaded file (issue 22)", async ({
  page,
}) => {
  const covers: { url: string; type: string; bytes: number }[] = [];
  page.on('response', async (response) => {
    if (!new URL(response.url()).pathname.startsWith('/product-image/')) return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    covers.push({
      url: response.url(),
      type: response.headers()['content-type'] ?? '',
      bytes: body.length,
    });
  });
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, BUYER);
  await new Shell(page).go('Marketplace');
  const cover = grid(page).getByRole('article').first().getByRole('img').first();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  // 1366 px wide: a card is at most 400 px, so the browser picks the 640 px variant.
  const shown = await cover.evaluate((img: HTMLImageElement) => img.currentSrc);
  expect(new URL(shown).searchParams.get('w')).toBe('640');
  await expect.poll(() => covers.find((c) => c.url === shown)?.type).toBe('image/webp');
  const answer = covers.find((c) => c.url === shown)!;
  expect(answer.bytes).toBeGreaterThan(0);
  expect(answer.bytes).toBeLessThan(20_000); // the demo's 800 px PNGs are 53–113 KB
  // No card asked for the uploaded file itself.
  expect(covers.filter((c) => !new URL(c.url).searchParams.has('w'))).toEqual([]);
});

test('images and the live-update stream authenticate with the API cookie: no request URL carries access_token (issue 18)', async ({
  page,
}) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  const events = page.waitForResponse((response) => new URL(response.url()).pathname === '/events');
  await signIn(page, BUYER);
  await new Shell(page).go('Marketplace');
  // A card's cover loads (the browser sent the cookie: without it the API answers 401).
  const cover = grid(page).getByRole('article').first().getByRole('img').first();
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const src = await cover.getAttribute('src');
  expect(src).toMatch(/\/product-image\/|\/file\//);
  expect(src).not.toMatch(/access_token/);
  // The event stream is open, on a URL without a token.
  const stream = await events;
  expect(stream.status()).toBe(200);
  // The cookie is HttpOnly: the page's scripts cannot read it.
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/leafbid_media/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === 'leafbid_media')).toMatchObject({
    httpOnly: true,
    sameSite: 'Strict',
    path: '/',
  });
  expect(urls.filter((url) => /access_token/i.test(url))).toEqual([]);
  // Signing out clears it (DELETE /token).
  await page.getByRole('button', { name: /, account menu$/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect
    .poll(async () => (await page.context().cookies()).some((c) => c.name === 'leafbid_media'))
    .toBe(false);
});
