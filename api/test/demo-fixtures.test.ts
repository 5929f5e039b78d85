// The demo fixtures (api/fixtures/demo/*.json) make a catalogue a buyer and a seller can try every
// spec rule on. They were code under src/demo, whose own tests never ran with the API suite.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { PNG } from 'pngjs';
import { sharedDomain } from '../src/domain/shared-domain.js';
import { renderCoverPng } from '../src/seed/cover-image.js';
import { loadDemoFixtures, type DemoProduct } from '../src/seed/demo-fixtures.js';

const {
  password: DEMO_PASSWORD,
  accounts: demoAccounts,
  products: demoProducts,
  tasks: demoTasks,
} = await loadDemoFixtures();
const { PRODUCT_CATEGORIES, CANNABIS_TYPES: STRAIN_TYPES, CERTIFICATIONS } = sharedDomain;

/** Terpene names used by the demo data; all appear in the spec's suggestion list. */
const DEMO_TERPENES = [
  'Myrcene',
  'Limonene',
  'Beta-Caryophyllene',
  'Linalool',
  'Humulene',
  'Terpinolene',
  'Ocimene',
  'Alpha-Pinene',
  'Beta-Pinene',
  'Bisabolol',
  'Nerolidol',
  'Valencene',
  'Geraniol',
  'Eucalyptol',
  'Guaiol',
  'Terpineol',
  'Farnesene',
  'Camphene',
] as const;

/** The day the demo data is anchored to: Harvest_Date values fall in the 12 months before it. */
const DEMO_REFERENCE_DATE = '2026-11-22';

const DAY_MS = 86_400_000;
const referenceMs = Date.parse(`${DEMO_REFERENCE_DATE}T00:00:00Z`);

const categoriesOf = (p: DemoProduct): string[] => p.Product_Category.split(', ');
const terpenesOf = (list: string): string[] => list.split(',').map((t) => t.trim());
const isFlower = (p: DemoProduct): boolean =>
  categoriesOf(p).some((c) => c.startsWith('Cannabis flowers'));
const isHempDominant = (p: DemoProduct): boolean => (p.CBD_as_is ?? 0) > (p.THC_as_is ?? 0);
const byUid = (uid: string) => demoProducts.filter((p) => p.ownerUid === uid);

test('five demo accounts with the right emails, roles and confirmation', () => {
  assert.equal(DEMO_PASSWORD, 'leafbid-demo-1');
  assert.equal(demoAccounts.length, 5);
  const expected: Array<[string, string, string[], boolean]> = [
    ['demo-buyer', 'buyer@leafbid.test', ['Buyer'], true],
    ['demo-seller', 'seller@leafbid.test', ['Seller'], true],
    ['demo-both', 'both@leafbid.test', ['Buyer', 'Seller'], true],
    ['demo-admin', 'admin@leafbid.test', ['Admin'], true],
    ['demo-pending', 'pending@leafbid.test', ['Buyer'], false],
  ];
  for (const [uid, email, types, confirmed] of expected) {
    const account = demoAccounts.find((a) => a.uid === uid);
    assert.ok(account, uid);
    assert.equal(account.email, email);
    assert.deepEqual(account.contactType, types);
    assert.equal(account.accountConfirmed, confirmed);
    for (const field of [
      'firstName',
      'lastName',
      'company',
      'title',
      'phone',
      'street',
      'city',
      'zip',
    ] as const) {
      assert.ok(account[field].trim().length > 0, `${uid}.${field}`);
    }
    assert.match(account.zip, /^[A-Z]\d[A-Z] \d[A-Z]\d$/, `${uid} postal code`);
    assert.match(account.phone, /^\+1 \d{3}-\d{3}-\d{4}$/, `${uid} phone`);
  }
});

test('about 40 products with unique names and distinct creation days', () => {
  assert.ok(demoProducts.length >= 38 && demoProducts.length <= 42, `count ${demoProducts.length}`);
  const names = new Set(demoProducts.map((p) => p.Product_Name));
  assert.equal(names.size, demoProducts.length, 'product names are unique');
  const days = demoProducts.map((p) => p.createdDaysAgo);
  assert.equal(new Set(days).size, days.length, 'createdDaysAgo values are unique');
  for (const d of days) assert.ok(Number.isInteger(d) && d >= 1 && d <= 120, `createdDaysAgo ${d}`);
});

test('every spec category, strain type and certification is used', () => {
  const used = new Set<string>();
  for (const p of demoProducts) {
    const parts = categoriesOf(p);
    assert.ok(parts.length >= 1 && parts.length <= 2, `${p.Product_Name}: one or two categories`);
    for (const c of parts) {
      assert.ok(
        (PRODUCT_CATEGORIES as readonly string[]).includes(c),
        `${p.Product_Name}: unknown category ${c}`,
      );
      used.add(c);
    }
    assert.ok(p.Categories.length >= 1 && p.Categories.length <= 2, p.Product_Name);
    assert.equal(
      new Set(p.Categories).size,
      p.Categories.length,
      `${p.Product_Name}: duplicate type`,
    );
    assert.ok(p.Certification.length >= 1, p.Product_Name);
  }
  assert.deepEqual([...used].sort(), [...PRODUCT_CATEGORIES].sort());
  assert.ok(
    demoProducts.some((p) => categoriesOf(p).length === 2),
    'some product has two categories',
  );
  for (const s of STRAIN_TYPES)
    assert.ok(
      demoProducts.some((p) => p.Categories[0] === s),
      `main type ${s}`,
    );
  assert.ok(
    demoProducts.filter((p) => p.Categories.length === 2).length >= 3,
    'a few products have two types',
  );
  for (const c of CERTIFICATIONS)
    assert.ok(
      demoProducts.some((p) => p.Certification.includes(c)),
      `cert ${c}`,
    );
});

test('text fields: descriptions longer than the 100-character preview, terpenes from the list', () => {
  for (const p of demoProducts) {
    assert.ok(
      p.Description.length >= 150 && p.Description.length <= 400,
      `${p.Product_Name}: ${p.Description.length}`,
    );
    for (const f of [p.Manufacturer_name, p.Lineage, p.Aromas])
      assert.ok(f.trim().length > 0, p.Product_Name);
    const all = terpenesOf(p.Terpen);
    for (const t of all)
      assert.ok(
        (DEMO_TERPENES as readonly string[]).includes(t),
        `${p.Product_Name}: terpene ${t}`,
      );
    for (const t of terpenesOf(p.Highest_Terpenes))
      assert.ok(all.includes(t), `${p.Product_Name}: highest ${t}`);
    assert.ok(
      p.Total_Terpenes_Percentage >= 0.5 && p.Total_Terpenes_Percentage <= 4,
      p.Product_Name,
    );
  }
});

test('potency is realistic and consistent', () => {
  for (const p of demoProducts) {
    for (const [asIs, min, max] of [
      [p.THC_as_is, p.THC_Min, p.THC_Max],
      [p.CBD_as_is, p.CBD_Min, p.CBD_Max],
    ] as const) {
      for (const v of [asIs, min, max])
        if (v !== null) assert.ok(v >= 0 && v <= 100, p.Product_Name);
      if (asIs !== null && min !== null && max !== null) {
        assert.ok(min <= asIs && asIs <= max, `${p.Product_Name}: ${min} <= ${asIs} <= ${max}`);
      }
    }
    if (isFlower(p) && !isHempDominant(p)) {
      assert.ok(
        p.THC_as_is !== null && p.THC_as_is >= 18 && p.THC_as_is <= 30,
        `${p.Product_Name} THC`,
      );
      assert.ok(p.THC_Min !== null && p.THC_Max !== null && p.THC_Min >= 18 && p.THC_Max <= 30);
      assert.ok(p.THC_Max > p.THC_Min, `${p.Product_Name}: min/max spread`);
    }
    if (isHempDominant(p) && !categoriesOf(p).includes('Cannabinoid isolates')) {
      assert.ok(
        p.THC_as_is !== null && p.THC_as_is < 0.3 && (p.THC_Max ?? 0) < 0.3,
        `${p.Product_Name}: THC < 0.3`,
      );
    }
    const c = categoriesOf(p);
    if (c.includes('Cannabinoid isolates') || c.includes('Cannabinoid distillates')) {
      const main = Math.max(p.THC_as_is ?? 0, p.CBD_as_is ?? 0);
      assert.ok(main >= 85 && main <= 99, `${p.Product_Name}: purity ${main}`);
    }
  }
  const hemp = demoProducts.filter((p) => isFlower(p) && isHempDominant(p));
  assert.ok(hemp.length >= 2, 'CBD-dominant hemp flower exists');
  for (const p of hemp) assert.ok((p.CBD_as_is ?? 0) >= 10, `${p.Product_Name}: high CBD`);
  assert.ok(
    demoProducts.filter((p) => p.CBD_as_is === null).length >= 3,
    'a few without CBD values',
  );
});

test('quantities, prices and harvest dates', () => {
  for (const p of demoProducts) {
    const name = p.Product_Name;
    assert.ok(p.Min_QTY_Request >= 100 && p.Min_QTY_Request <= 5000, `${name} MOQ`);
    for (const q of [p.Grams_Available_When_submitted, p.Upcoming_QTY_3_Months]) {
      assert.ok(
        Number.isInteger(q) && (q === 0 || (q >= 2000 && q <= 500_000)),
        `${name} quantity ${q}`,
      );
    }
    assert.ok(
      p.Min_QTY_Request <= p.Grams_Available_When_submitted + p.Upcoming_QTY_3_Months,
      `${name} MOQ <= stock`,
    );
    assert.ok(p.Min_Request_G_Including_5_markup > 0, name);
    const c = categoriesOf(p);
    if (isFlower(p) && !isHempDominant(p)) {
      assert.ok(
        p.Min_Request_G_Including_5_markup >= 1.2 && p.Min_Request_G_Including_5_markup <= 4.5,
        `${name} price`,
      );
    }
    if (
      c.some((x) => /hash|rosin|resins|kief/.test(x)) &&
      !c.some((x) => x.startsWith('Cannabis crude'))
    ) {
      if (!c.includes('Cannabis kief')) {
        assert.ok(
          p.Min_Request_G_Including_5_markup >= 5 && p.Min_Request_G_Including_5_markup <= 15,
          `${name} price`,
        );
      }
    }
    assert.match(p.Harvest_Date, /^\d{4}-\d{2}-\d{2}$/);
    const harvestMs = Date.parse(`${p.Harvest_Date}T00:00:00Z`);
    assert.ok(
      !Number.isNaN(harvestMs) && new Date(harvestMs).toISOString().startsWith(p.Harvest_Date),
      name,
    );
    assert.ok(harvestMs > referenceMs - 365 * DAY_MS, `${name}: harvest within 12 months`);
    assert.ok(
      harvestMs <= referenceMs - p.createdDaysAgo * DAY_MS,
      `${name}: harvested before listing`,
    );
  }
  const upcomingOnly = demoProducts.filter((p) => p.Grams_Available_When_submitted === 0);
  assert.ok(upcomingOnly.length >= 3, 'some products only have upcoming stock');
  for (const p of upcomingOnly) assert.ok(p.Upcoming_QTY_3_Months > 0, p.Product_Name);
});

test('listing states and owners', () => {
  const owners = new Set(demoProducts.map((p) => p.ownerUid));
  assert.deepEqual([...owners].sort(), ['demo-both', 'demo-seller']);
  const seller = byUid('demo-seller');
  const both = byUid('demo-both');
  assert.ok(both.length >= 2 && both.length < seller.length);

  const inactiveSeller = seller.filter((p) => !p.Product_Active);
  assert.equal(inactiveSeller.length, 3);
  assert.equal(inactiveSeller.filter((p) => p.Request_pending).length, 2);
  const inactiveBoth = both.filter((p) => !p.Product_Active);
  assert.equal(inactiveBoth.length, 1);
  assert.equal(inactiveBoth[0]?.Request_pending, true);
  for (const p of demoProducts.filter((x) => x.Product_Active))
    assert.equal(p.Request_pending, false, p.Product_Name);
});

test('order requests: statuses, availability and prices', () => {
  const buyer = demoTasks.filter((t) => t.ownerUid === 'demo-buyer');
  for (const status of ['Not Started', 'Pending', 'Approved', 'Completed'] as const) {
    const n = buyer.filter((t) => t.productIndex !== null && t.status === status).length;
    assert.ok(n >= 2, `demo-buyer has ${n} ${status}`);
  }
  const support = buyer.filter((t) => t.productIndex === null);
  assert.equal(support.length, 1);
  assert.equal(support[0]?.subject, 'New support request');
  assert.ok(demoTasks.filter((t) => t.ownerUid === 'demo-both').length >= 2);

  let below = 0;
  let above = 0;
  for (const t of demoTasks) {
    assert.ok(['demo-buyer', 'demo-both'].includes(t.ownerUid));
    assert.ok(
      Number.isInteger(t.createdDaysAgo) && t.createdDaysAgo >= 0 && t.createdDaysAgo <= 120,
    );
    if (t.productIndex === null) continue;
    const p = demoProducts[t.productIndex];
    assert.ok(p, `productIndex ${t.productIndex}`);
    assert.equal(p.Product_Active, true, `${p.Product_Name} is active`);
    assert.notEqual(p.ownerUid, t.ownerUid, 'no bids on own products');
    assert.ok(t.quantity >= p.Min_QTY_Request, `${p.Product_Name}: quantity >= MOQ`);
    assert.ok(
      t.quantity <= p.Grams_Available_When_submitted + p.Upcoming_QTY_3_Months,
      `${p.Product_Name}: available`,
    );
    assert.ok(t.pricePerGram > 0);
    const ratio = t.pricePerGram / p.Min_Request_G_Including_5_markup;
    assert.ok(ratio > 0.5 && ratio < 1.5, `${p.Product_Name}: price near the minimum`);
    if (ratio < 1) below++;
    if (ratio > 1) above++;
    assert.ok(t.createdDaysAgo < p.createdDaysAgo, `${p.Product_Name}: bid after listing`);
  }
  assert.ok(below >= 2 && above >= 2, `prices below (${below}) and above (${above}) the minimum`);
});

test('cover images: deterministic 800x520 PNG under 200 KB', () => {
  const first = renderCoverPng(42, 'Pink Kush');
  assert.deepEqual([...first.subarray(0, 8)], [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  assert.equal(first.readUInt32BE(16), 800);
  assert.equal(first.readUInt32BE(20), 520);
  assert.ok(first.length < 200 * 1024, `size ${first.length}`);
  assert.ok(first.equals(renderCoverPng(42, 'Pink Kush')), 'deterministic');
  assert.ok(!first.equals(renderCoverPng(43, 'Pink Kush')), 'seed varies the image');
  assert.ok(!first.equals(renderCoverPng(42, 'Blue Dream')), 'label varies the image');

  const decoded = PNG.sync.read(first);
  assert.equal(decoded.width, 800);
  assert.equal(decoded.height, 520);

  // Every demo product's cover, as the seed renders them (no timing asserted: the machine is shared).
  for (const [i, product] of demoProducts.entries()) {
    const png = renderCoverPng(i + 1, product.Product_Name);
    assert.ok(png.length < 200 * 1024, `${product.Product_Name}: ${png.length} bytes`);
  }
});

test('cover images stay under 200 KB across many seeds', () => {
  for (let seed = 0; seed < 40; seed++) {
    const png = renderCoverPng(seed * 104729 + 17, `Product ${seed}`);
    assert.ok(png.length < 200 * 1024, `seed ${seed}: ${png.length} bytes`);
  }
});
