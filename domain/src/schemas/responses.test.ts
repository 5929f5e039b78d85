// Issue 17: the response bodies the API's routes declare. The serializer parses each answer with
// them, so they must keep everything the API sends.
import { makeProduct } from '../testing';
import {
  errorResponseSchema,
  operatorAccountsResponseSchema,
  productJsonSchema,
  productsPageResponseSchema,
} from '.';

const wholeProduct = productJsonSchema.parse({
  ...makeProduct({ id: 'p_1', Contact_Name: { id: 'c_1' }, Review_Note: null }),
  Product_Active: true,
  Request_pending: false,
});

describe('GET /products page', () => {
  test('a whole product (owner=me) stays whole, owner-only fields included', () => {
    const page = { products: [wholeProduct], nextCursor: null, total: 1 };
    expect(productsPageResponseSchema.parse(page)).toEqual(page);
  });

  test('a card stays a card', () => {
    const card = {
      id: 'p_2',
      Product_Name: 'Pink Kush',
      Description: null,
      Product_Category: null,
      Categories: [],
      Highest_Terpenes: null,
      Terpen: null,
      THC_as_is: null,
      THC_Min: null,
      THC_Max: null,
      CBD_as_is: null,
      CBD_Min: null,
      CBD_Max: null,
      Min_Request_G_Including_5_markup: null,
      Grams_Available_When_submitted: null,
      Min_QTY_Request: null,
      Created_Time: null,
      Product_Active: true,
      Request_pending: false,
      cover: null,
    };
    const page = { products: [card], nextCursor: 'abc', total: null };
    expect(productsPageResponseSchema.parse(page)).toEqual(page);
  });

  test('a card missing a field is refused, not passed on half', () => {
    const page = { products: [{ id: 'p_3', Product_Name: 'X' }], nextCursor: null, total: 0 };
    expect(productsPageResponseSchema.safeParse(page).success).toBe(false);
  });
});

describe('error body', () => {
  test('{error, code}, {error, code, field} and {error, code, params, field}', () => {
    const notFound = { error: 'Not found', code: 'domain.api.notFound' };
    expect(errorResponseSchema.parse(notFound)).toEqual(notFound);
    const input = { error: 'x: Invalid JSON', code: 'domain.api.invalidJson', field: 'x' };
    expect(errorResponseSchema.parse(input)).toEqual(input);
    const withParams = {
      error: 'file: File is larger than 1 KB',
      code: 'domain.api.fileLargerThan',
      params: { size: '1 KB' },
      field: 'file',
    };
    expect(errorResponseSchema.parse(withParams)).toEqual(withParams);
  });

  test('a body without its code is refused (issue 19: every error names its message)', () => {
    expect(errorResponseSchema.safeParse({ error: 'Not found' }).success).toBe(false);
  });
});

describe('GET /operator/accounts counts', () => {
  test('one count per review state, every state present', () => {
    const counts = { 'awaiting-documents': 1, 'awaiting-review': 2, verified: 3, suspended: 0 };
    expect(
      operatorAccountsResponseSchema.parse({ data: [], nextCursor: null, counts }).counts,
    ).toEqual(counts);
    expect(
      operatorAccountsResponseSchema.safeParse({
        data: [],
        nextCursor: null,
        counts: { verified: 3 },
      }).success,
    ).toBe(false);
  });
});
