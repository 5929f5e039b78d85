import {
  canAccessListing,
  listingStatus,
  listingToggle,
  listingTransition,
  isOwnProduct,
  ownProducts,
} from './listing';
import { textOf } from './i18n';

describe('My Listings is allowed only when Contact_Type includes Seller or Admin', () => {
  test.each<[string[] | string | null | undefined, boolean]>([
    [['Seller'], true],
    [['Buyer', 'Seller'], true],
    [['Admin'], true],
    [['Buyer'], false],
    [[], false],
    ['Seller', true],
    ['Buyer;Seller', true],
    ['Buyer, Admin', true],
    [' seller ', true],
    ['Buyer', false],
    [null, false],
    [undefined, false],
  ])('Contact_Type %p → %p', (contactType, expected) => {
    expect(canAccessListing(contactType)).toBe(expected);
  });
});

describe('product listing states (status tag and status toggle)', () => {
  test.each([
    ['Active: Product_Active true', true, false, 'Active', 'success', 'Archive Product', 'archive'],
    [
      'active even with a stale pending flag',
      'true',
      true,
      'Active',
      'success',
      'Archive Product',
      'archive',
    ],
    [
      'inactive with Request_pending true',
      false,
      true,
      'Pending',
      'warning',
      'Cancel Request',
      'cancel-request',
    ],
    [
      'inactive with Request_pending false',
      false,
      false,
      'Pending',
      'danger',
      'Request Publish',
      'request-publish',
    ],
    [
      'inactive with flags missing',
      null,
      null,
      'Pending',
      'danger',
      'Request Publish',
      'request-publish',
    ],
  ])('%s', (_name, active, pending, label, tone, toggleLabel, action) => {
    const product = { Product_Active: active, Request_pending: pending };
    const status = listingStatus(product);
    const toggle = listingToggle(product);
    expect({ label: textOf(status.label), tone: status.tone }).toEqual({ label, tone });
    expect({ label: textOf(toggle.label), action: toggle.action }).toEqual({
      label: toggleLabel,
      action,
    });
  });
});

describe('listing transitions', () => {
  test.each([
    [
      'archive sets the product inactive and clears pending',
      'archive' as const,
      { Product_Active: false, Request_pending: false },
    ],
    ['request publish sets pending true', 'request-publish' as const, { Request_pending: true }],
    ['cancel request sets pending false', 'cancel-request' as const, { Request_pending: false }],
    [
      'publishing sets the product active and clears Request_pending',
      'publish' as const,
      { Product_Active: true, Request_pending: false },
    ],
  ])('%s', (_name, action, patch) => {
    expect(listingTransition(action)).toEqual(patch);
  });
});

test("My Products are those whose Contact_Name id equals the user's contact id", () => {
  const products = [
    { id: 'a', Contact_Name: { id: 'c_1' } },
    { id: 'b', Contact_Name: { id: 'c_2' } },
    { id: 'c', Contact_Name: null },
  ];
  expect(ownProducts(products, 'c_1').map((p) => p.id)).toEqual(['a']);
  expect(ownProducts(products, null)).toEqual([]);
});

test.each([
  [
    'its own product (Contact_Name id is the contact)',
    { Contact_Name: { id: 'c_1' } },
    'c_1',
    true,
  ],
  ["someone else's product", { Contact_Name: { id: 'c_2' } }, 'c_1', false],
  ['a product whose owner the API does not name', { Contact_Name: null }, 'c_1', false],
  ['no contact yet', { Contact_Name: { id: 'c_1' } }, null, false],
])('isOwnProduct: %s', (_name, product, contactId, own) => {
  expect(isOwnProduct(product, contactId)).toBe(own);
});
