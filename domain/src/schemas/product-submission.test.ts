import { productSubmissionSchema, submissionFileCountsSchema } from './product-submission';
import { makeProductSubmission } from '../testing';
import { firstMessage } from './test-helpers';
import { issueText } from './issue-message';

const VALID_SUBMISSION = makeProductSubmission();

describe('productSubmissionSchema — spec §5 Product submission (form and POST /products)', () => {
  test('a complete submission passes; repeated choices are kept once', () => {
    const parsed = productSubmissionSchema.parse({
      ...VALID_SUBMISSION,
      Categories: ['Indica', 'Indica', 'Hybrid'],
    });
    expect(parsed.Categories).toEqual(['Indica', 'Hybrid']);
    expect(parsed.Product_Category).toEqual(VALID_SUBMISSION.Product_Category);
  });

  test('Aromas is the one optional text', () => {
    const { Aromas: _aromas, ...rest } = VALID_SUBMISSION;
    expect(firstMessage(productSubmissionSchema, rest)).toBeNull();
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['no product name', { Product_Name: '  ' }, 'Product name is required'],
    ['no description', { Description: undefined }, 'Description is required'],
    ['no product category', { Product_Category: [] }, 'Choose at least one product category'],
    [
      'a category not in the 17',
      { Product_Category: ['Flowers'] },
      'Choose product categories from the list',
    ],
    ['no type', { Categories: [] }, 'Choose at least one type'],
    [
      'a type other than Indica, Sativa, Hybrid',
      { Categories: ['Ruderalis'] },
      'Invalid option: expected one of "Indica"|"Sativa"|"Hybrid"',
    ],
    ['no harvest date', { Harvest_Date: '' }, 'Harvest date is required'],
    [
      'an impossible harvest date',
      { Harvest_Date: '2024-02-31' },
      'Harvest date must be a date (YYYY-MM-DD)',
    ],
    ['no manufacturer', { Manufacturer_name: '' }, 'Manufacturer name is required'],
    ['no lineage', { Lineage: undefined }, 'Lineage is required'],
    ['no terpenes', { Highest_Terpenes: [] }, 'Add at least one terpene'],
    [
      'total terpenes empty (NaN)',
      { Total_Terpenes_Percentage: Number.NaN },
      'Total terpenes % is required',
    ],
    [
      'total terpenes over 100',
      { Total_Terpenes_Percentage: 100.01 },
      'Total terpenes % must be between 0 and 100',
    ],
    [
      'total terpenes below 0',
      { Total_Terpenes_Percentage: -1 },
      'Total terpenes % must be between 0 and 100',
    ],
    [
      'total terpenes finer than 0.01',
      { Total_Terpenes_Percentage: 2.155 },
      'Total terpenes % must have at most 2 decimals',
    ],
    ['no certification', { Certification: [] }, 'Choose at least one certification'],
    ['MOQ missing', { Min_QTY_Request: undefined }, 'MOQ (g) is required'],
    ['MOQ 0', { Min_QTY_Request: 0 }, 'MOQ (g) must be at least 1 g'],
    ['MOQ not whole', { Min_QTY_Request: 1.5 }, 'MOQ (g) must be a whole number of grams'],
    [
      'bid minimum 0',
      { Min_Request_G_Including_5_markup: 0 },
      'Bid minimum must be at least $0.01',
    ],
    [
      'bid minimum under a cent',
      { Min_Request_G_Including_5_markup: 2.125 },
      'Bid minimum must be a whole number of cents (e.g. 0.01, not 0.015)',
    ],
    [
      'grams available negative',
      { Grams_Available_When_submitted: -1 },
      'Grams Available must not be negative',
    ],
    [
      'upcoming missing',
      { Upcoming_QTY_3_Months: Number.NaN },
      'Upcoming QTY, next 3 months (g) is required',
    ],
    ['THC min over 100', { THC_Min: 101 }, 'THC min % must be between 0 and 100'],
    [
      'THC max below THC min',
      { THC_Min: 25, THC_Max: 20 },
      'THC max % must not be below the minimum',
    ],
    [
      'CBD max below CBD min',
      { CBD_Min: 2, CBD_Max: 1 },
      'CBD max % must not be below the minimum',
    ],
    ['CBD max missing', { CBD_Max: undefined }, 'CBD max % is required'],
  ])('%s → %p', (_name, change, message) => {
    expect(firstMessage(productSubmissionSchema, { ...VALID_SUBMISSION, ...change })).toBe(message);
  });

  test('a range is checked as soon as both ends are valid, even while other fields are missing', () => {
    const result = productSubmissionSchema.safeParse({ THC_Min: 30, THC_Max: 20 });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((i) => `${i.path.join('.')}: ${issueText(i)}`) ?? [];
    expect(paths).toContain('THC_Max: THC max % must not be below the minimum');
  });
});

describe('submissionFileCountsSchema — a cover, 1–4 photos or videos, 1–2 certificates', () => {
  test.each<[string, { cover: number; photo: number; certificate: number }, string | null]>([
    ['cover, two photos and a certificate', { cover: 1, photo: 2, certificate: 1 }, null],
    ['four photos and two certificates', { cover: 1, photo: 4, certificate: 2 }, null],
    ['no cover', { cover: 0, photo: 1, certificate: 1 }, 'Please add a cover image.'],
    ['no photo', { cover: 1, photo: 0, certificate: 1 }, 'Please add at least one photo or video.'],
    ['five photos', { cover: 1, photo: 5, certificate: 1 }, 'You can only upload up to 4 photos.'],
    [
      'no certificate',
      { cover: 1, photo: 1, certificate: 0 },
      'Please add at least one certificate.',
    ],
    [
      'three certificates',
      { cover: 1, photo: 1, certificate: 3 },
      'You can only upload up to 2 certificates.',
    ],
  ])('%s', (_name, counts, message) => {
    expect(firstMessage(submissionFileCountsSchema, counts)).toBe(message);
  });
});
