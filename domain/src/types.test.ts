import { contactSchema, productSchema, taskSchema } from './types';

describe('wire shapes (docs/api.md)', () => {
  test.each([
    [
      'a product with null numbers and missing fields',
      productSchema,
      { id: 'p_1', THC_Min: null },
      true,
    ],
    [
      'a product whose active flag is a string',
      productSchema,
      { id: 'p_1', Product_Active: 'yes' },
      true,
    ],
    ['a product without an id', productSchema, { Product_Name: 'X' }, false],
    [
      'a contact with a Contact_Type list',
      contactSchema,
      { id: 'c_1', Contact_Type: ['Buyer'], Account_Confirmed: true },
      true,
    ],
    [
      'a task with status Not Started',
      taskSchema,
      { id: 't_1', Status: 'Not Started', What_Id: { id: 'p_1', name: 'Pink Kush' } },
      true,
    ],
    ['a task with an unknown status', taskSchema, { id: 't_1', Status: 'Done' }, false],
  ])('%s parses: %p', (_name, schema, value, ok) => {
    expect(schema.safeParse(value).success).toBe(ok);
  });

  test('the docs/api.md product example parses', () => {
    const product = productSchema.parse({
      id: 'p_1',
      Product_Name: 'Pink Kush',
      Categories: ['Indica'],
      Certification: ['GACP'],
      THC_as_is: 24.1,
      Harvest_Date: '2026-08-14',
      Contact_Name: { id: 'c_1' },
      Product_Active: true,
      Request_pending: false,
      photos: ['/file/f_1'],
      Record_Image: null,
      Image_1: { file_Id: 'f_1', download_Url: '/file/f_1' },
      Image_2: null,
    });
    expect(product.Image_1?.file_Id).toBe('f_1');
  });
});
