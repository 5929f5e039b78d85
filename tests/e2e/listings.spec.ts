import { expect, test, type Page } from '@playwright/test';
import { API_URL, apiBytes, apiCall, apiGet, idTokenFor } from '../support/identity';
import { CERTIFICATE_PDF, flatPng, jpegSize, photoLikePng } from '../support/images';
import { ListingsScreen } from '../support/listings-page';
import { submitListing } from '../support/submit-listing';
import { Shell, signIn } from '../support/pages';

// Issue 9 — spec §2 Listings screen, Product edit popup and Product submission form, §4 Product
// listing, §5 Product submission, §7 POST /products, §8 Product edit and Submit product.

const SELLER = 'seller@leafbid.test';
const BUYER = 'buyer@leafbid.test';
const ADMIN = 'admin@leafbid.test';

interface WireProduct {
  id: string;
  Product_Name: string;
  Product_Active: boolean;
  Request_pending: boolean;
  Highest_Terpenes: string | null;
  Product_Category: string | null;
  Categories: string[];
  Certification: string[];
  THC_Max: number | null;
  Harvest_Date: string | null;
  Min_Request_G_Including_5_markup: number | null;
  cover: string | null;
  photos: string[];
}

const png = (name: string, width: number, height: number, seed: number) => ({
  name,
  mimeType: 'image/png',
  buffer: photoLikePng(width, height, seed),
});

async function sellerProduct(name: string): Promise<WireProduct | undefined> {
  const { products } = await apiGet<{ products: WireProduct[] }>(SELLER, '/products?owner=me');
  return products.find((p) => p.Product_Name === name);
}

/** What a buyer finds for `name`: in the catalogue, and the product by id. */
async function buyerSees(id: string): Promise<{ inCatalogue: boolean; byId: number }> {
  const { products } = await apiGet<{ products: Array<{ id: string }> }>(
    BUYER,
    '/products?limit=100&sort=newest',
  );
  const byId = await apiCall(BUYER, 'GET', `/products/${id}`);
  return { inCatalogue: products.some((p) => p.id === id), byId: byId.status };
}

async function openListings(page: Page, email: string): Promise<ListingsScreen> {
  await signIn(page, email);
  await new Shell(page).go('My Listings');
  await expect(page).toHaveTitle('My Listings - Leafbid');
  await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
  return new ListingsScreen(page);
}

test('a seller submits a product with a cover, two photos and a certificate, then edits it, requests publication, cancels, archives and deletes it; a buyer never sees it while inactive', async ({
  page,
}) => {
  const name = `Northern Lights ${Date.now()}`;
  const listings = await openListings(page, SELLER);
  await expect(listings.cards().first()).toBeVisible();

  // A camera-sized cover (3000 × 2000 PNG, several MB) and two smaller photos.
  const cover = png('cover-camera.png', 3000, 2000, 7);
  expect(cover.buffer.length).toBeGreaterThan(2 * 1024 * 1024);
  await listings.fill({
    name,
    category: 'Cannabis flowers (mix sizes)',
    type: 'Indica',
    certification: 'GACP',
    terpenes: ['Myrcene', 'Limonene'],
    cover,
    photos: [png('bud-1.png', 900, 600, 3), png('bud-2.png', 640, 960, 5)],
    certificates: [{ name: 'coa.pdf', mimeType: 'application/pdf', buffer: CERTIFICATE_PDF }],
  });
  // The cover was downscaled in the browser before anything was sent (spec §5).
  await expect(listings.form().getByRole('list', { name: 'Cover Image' })).toContainText(
    'cover-camera.jpg',
  );

  const sent = page.waitForRequest(
    (request) => request.method() === 'POST' && new URL(request.url()).pathname === '/products',
  );
  await listings.form().getByRole('button', { name: 'Submit Product' }).click();
  // One multipart request carries the fields and the files (docs/api.md).
  expect((await sent).headers()['content-type']).toMatch(/^multipart\/form-data; boundary=/);

  // Success: the message, the My Products tab, the new product first, Pending (danger).
  const message = page.getByRole('status').filter({ hasText: 'Product submitted successfully!' });
  await expect(message).toContainText('We will review your submission.');
  await expect(listings.tab('My Products')).toHaveAttribute('aria-selected', 'true');
  await expect(listings.cards().first()).toHaveAccessibleName(name);
  const card = listings.card(name);
  await expect(card.getByText('Pending')).toHaveClass(/lb-tag--danger/);
  await expect(card.getByRole('img', { name })).toBeVisible();
  await message.getByRole('button', { name: 'Close message' }).click();
  await expect(message).toHaveCount(0);

  const created = await sellerProduct(name);
  expect(created).toMatchObject({
    Product_Active: false,
    Request_pending: false,
    Awaiting_Review: true,
    Product_Category: 'Cannabis flowers (mix sizes)',
    Categories: ['Indica'],
    Certification: ['GACP'],
    Highest_Terpenes: 'Myrcene, Limonene',
    THC_Max: 24.5,
    Min_Request_G_Including_5_markup: 2.75,
  });
  expect(created!.cover).toBe(`/product-image/${created!.id}`);
  expect(created!.photos).toHaveLength(2);
  // The cover as stored is the browser's re-encoding: a JPEG of 1280 px, under 2 MB (spec §5).
  const stored = await apiBytes(SELLER, created!.cover!);
  expect(stored.contentType).toBe('image/jpeg');
  expect(jpegSize(stored.bytes)).toEqual({ width: 1280, height: 853 });
  expect(stored.bytes.length).toBeLessThan(2 * 1024 * 1024);
  expect(await buyerSees(created!.id)).toEqual({ inCatalogue: false, byId: 404 });
  // Issue 18: it reached the operator's review queue, marked as a new submission, and the
  // seller's card says so.
  await expect(card.getByText("Submitted, awaiting the operator's review")).toBeVisible();
  const queue = await apiGet<{ data: Array<{ product: { id: string }; kind: string }> }>(
    'admin@leafbid.test',
    '/operator/listings',
  );
  expect(queue.data.find((listing) => listing.product.id === created!.id)?.kind).toBe(
    'new submission',
  );

  // Edit: terpenes, harvest date and price; saved, then the popup closes by itself.
  let dialog = await listings.openEdit(name);
  await expect(dialog.getByRole('img', { name: `${name}, cover image` })).toBeVisible();
  await dialog.getByLabel('Terpenes').fill('Terpinolene, Ocimene');
  await dialog.getByLabel('Harvest date').fill('2026-10-15');
  await dialog.getByLabel('Min. Request Price ($/g)').fill('3.1');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Changes saved successfully.');
  await expect(dialog).toBeHidden();
  expect(await sellerProduct(name)).toMatchObject({
    Highest_Terpenes: 'Terpinolene, Ocimene',
    Harvest_Date: '2026-10-15',
    Min_Request_G_Including_5_markup: 3.1,
  });

  // Request publication, then cancel it (spec §4 toggle).
  dialog = await listings.openEdit(name);
  await dialog.getByRole('button', { name: 'Request Publish' }).click();
  await expect(dialog.getByRole('button', { name: 'Cancel Request' })).toBeEnabled();
  await expect(card.getByText('Pending')).toHaveClass(/lb-tag--warning/);
  await expect.poll(async () => (await sellerProduct(name))?.Request_pending).toBe(true);
  expect(await buyerSees(created!.id)).toEqual({ inCatalogue: false, byId: 404 });

  await dialog.getByRole('button', { name: 'Cancel Request' }).click();
  await expect(dialog.getByRole('button', { name: 'Request Publish' })).toBeEnabled();
  await expect(card.getByText('Pending')).toHaveClass(/lb-tag--danger/);
  await expect.poll(async () => (await sellerProduct(name))?.Request_pending).toBe(false);
  await dialog.getByRole('button', { name: 'Close' }).click();

  // The operator publishes it (Admin): now active, the seller archives it again.
  const published = await apiCall(ADMIN, 'PUT', `/products/${created!.id}/publish`);
  expect(published.status).toBe(200);
  expect(await buyerSees(created!.id)).toEqual({ inCatalogue: true, byId: 200 });
  await page.reload();
  await expect(card.getByText('Active')).toHaveClass(/lb-tag--success/);
  dialog = await listings.openEdit(name);
  await dialog.getByRole('button', { name: 'Archive Product' }).click();
  await expect(dialog.getByRole('button', { name: 'Request Publish' })).toBeEnabled();
  await expect(card.getByText('Pending')).toHaveClass(/lb-tag--danger/);
  await expect.poll(async () => (await sellerProduct(name))?.Product_Active).toBe(false);
  expect(await buyerSees(created!.id)).toEqual({ inCatalogue: false, byId: 404 });

  // Delete, after the confirmation.
  await dialog.getByRole('button', { name: 'Delete Listing' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Listing' });
  await expect(confirm).toContainText('Are you sure you want to delete this listing?');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(card).toHaveCount(0);
  expect(await sellerProduct(name)).toBeUndefined();
  expect((await apiCall(SELLER, 'GET', `/products/${created!.id}`)).status).toBe(404);
});

test('a buyer looking for an inactive submission in the marketplace does not find it', async ({
  page,
}) => {
  const { products } = await apiGet<{ products: WireProduct[] }>(SELLER, '/products?owner=me');
  const inactive = products.find((p) => !p.Product_Active);
  expect(inactive, 'the demo seller has an inactive listing').toBeDefined();
  await signIn(page, BUYER);
  await new Shell(page).go('Marketplace');
  await page.getByLabel('Search by name').fill(inactive!.Product_Name);
  await expect(page.getByText('No products match these filters.')).toBeVisible();
});

test('without OffscreenCanvas the image is downscaled on the main thread; an image that cannot be read alerts "Failed to process {file}"', async ({
  page,
}) => {
  await page.addInitScript(() => {
    delete (window as unknown as { OffscreenCanvas?: unknown }).OffscreenCanvas;
  });
  const listings = await openListings(page, SELLER);
  await listings.tab('Add Products').click();
  const big = png('wide.png', 2600, 1300, 11);
  await listings.field('Cover Image').setInputFiles(big);
  const listed = listings.form().getByRole('list', { name: 'Cover Image' });
  await expect(listed).toContainText('wide.jpg');
  await expect(listed).toContainText(/\d+ KB/);

  // A one-colour PNG whose JPEG would not be smaller stays as chosen.
  const tiny = { name: 'tiny.png', mimeType: 'image/png', buffer: flatPng(40, 30) };
  await listings.field('Photos or videos').setInputFiles(tiny);
  await expect(listings.form().getByRole('list', { name: 'Photos or videos' })).toContainText(
    'tiny.png',
  );

  await listings.field('Photos or videos').setInputFiles({
    name: 'broken.png',
    mimeType: 'image/png',
    buffer: Buffer.from('not really a png'),
  });
  await expect(listings.form().getByRole('alert')).toContainText('Failed to process broken.png');
});

test('a Buyer-only account visiting /listings is told that listing needs the seller agreement', async ({
  page,
}) => {
  await signIn(page, BUYER);
  await expect(new Shell(page).link('My Listings')).toHaveCount(0);
  await page.goto('/listings');
  await expect(page.getByRole('heading', { level: 1, name: 'My listings' })).toBeVisible();
  await page.getByRole('tab', { name: 'Add Products' }).click();
  await expect(page.getByText('Listing products needs the seller agreement')).toBeVisible();
  await expect(page.getByRole('form', { name: 'Submit a new product' })).toHaveCount(0);
});

test("issue 18: a seller's dashboard lists their listings and where each stands; the edit popup adds a photo and changes the stock and the minimum order", async ({
  page,
}) => {
  const name = `Sour Diesel ${Date.now()}`;
  const created = await submitListing<WireProduct>(name);

  // The seller's dashboard: their listings (newest first) and where each stands, not a buyer's
  // pending orders.
  await signIn(page, SELLER);
  const summary = page.getByRole('region', { name: 'My listings' });
  await expect(summary.getByRole('listitem').first()).toContainText(name);
  await expect(summary.getByRole('listitem').first()).toContainText('Awaiting review');
  await expect(page.getByRole('heading', { name: 'Pending orders' })).toHaveCount(0);
  await summary.getByRole('link', { name: /^View all listings \(\d+\)$/ }).click();
  await expect(page).toHaveTitle('My Listings - Leafbid');

  const listings = new ListingsScreen(page);
  let dialog = await listings.openEdit(name);
  // A photo, checked before it is sent, then added through POST /products/{id}/attachments.
  await expect(dialog.getByText('Photos or videos: 1 of 4')).toBeVisible();
  await dialog.getByLabel('Add photos or videos').setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a photo'),
  });
  await expect(dialog.getByRole('alert')).toContainText('"notes.txt" is not a photo or video');
  await dialog.getByLabel('Add photos or videos').setInputFiles(png('trim.png', 800, 600, 9));
  await expect(dialog.getByRole('status')).toHaveText('Files added to the listing: 1.');
  await expect(dialog.getByText('Photos or videos: 2 of 4')).toBeVisible();
  expect((await sellerProduct(name))?.photos).toHaveLength(2);

  // The stock: a minimum order above it is refused as typed; within it, saved.
  await dialog.getByLabel('Grams Available').fill('1200');
  await dialog.getByLabel('MOQ (g)').fill('1500');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    dialog.getByText(
      'The minimum order (1 500 g) cannot be more than the grams available now and upcoming (1 200 g)',
    ),
  ).toBeVisible();
  await dialog.getByLabel('MOQ (g)').fill('250');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await expect(
    dialog.getByRole('status').filter({ hasText: 'Changes saved successfully.' }),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  const { product } = await apiGet<{ product: Record<string, unknown> }>(
    SELLER,
    `/products/${created.id}`,
  );
  expect(product).toMatchObject({ Grams_Available_When_submitted: 1200, Min_QTY_Request: 250 });

  // The API holds the same rule for a call made without the popup.
  const refused = await apiSendRaw(SELLER, 'PUT', `/products/${created.id}`, {
    Min_QTY_Request: 5000,
  });
  expect(refused.status).toBe(400);

  // Publication requested: focus lands on the message saying so, and the dashboard says it too.
  dialog = await listings.openEdit(name);
  await dialog.getByRole('button', { name: 'Request Publish' }).click();
  const requested = dialog.getByText(
    'Publication requested. The operator reviews it before buyers see the listing.',
  );
  await expect(requested).toBeFocused();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await new Shell(page).go('Dashboard');
  await expect(summary.getByRole('listitem').first()).toContainText('Publication requested');

  await apiCall(SELLER, 'DELETE', `/products/${created.id}`);
});

test("issue 18: a buyer's dashboard has no listings summary; a Buyer & Seller's has both", async ({
  browser,
}) => {
  for (const [email, seller] of [
    [BUYER, false],
    ['both@leafbid.test', true],
  ] as const) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, email);
    await expect(page.getByRole('heading', { name: 'Pending orders' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My listings' })).toHaveCount(seller ? 1 : 0);
    await context.close();
  }
});

async function apiSendRaw(
  email: string,
  method: 'PUT',
  path: string,
  body: unknown,
): Promise<{ status: number }> {
  const res = await fetch(`${API_URL}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${await idTokenFor(email)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  return { status: res.status };
}
