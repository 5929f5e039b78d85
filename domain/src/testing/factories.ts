import type { Contact, Product, Task } from '..';
import type { ProductSubmissionInput } from '../schemas';

let sequence = 0;
const next = (): number => {
  sequence += 1;
  return sequence;
};

/** A complete, active product as GET /products returns it; override any field. */
export function makeProduct(overrides: Partial<Product> = {}): Product {
  const n = next();
  const id = overrides.id ?? `p_${n}`;
  return {
    id,
    Product_Name: `Pink Kush ${n}`,
    Description: 'Dense, resinous indoor flower with a sweet floral nose.',
    Manufacturer_name: 'Northern Leaf Inc.',
    Lineage: 'OG Kush x Pink Kush',
    Aromas: 'Sweet, floral',
    Product_Category: 'Cannabis flowers (mix sizes)',
    Categories: ['Indica'],
    Certification: ['GACP', 'GMP1'],
    Terpen: 'Myrcene, Limonene',
    Highest_Terpenes: 'Myrcene, Limonene',
    Total_Terpenes_Percentage: 2.4,
    THC_as_is: 24.1,
    THC_Min: 22,
    THC_Max: 26,
    CBD_as_is: 0.1,
    CBD_Min: 0,
    CBD_Max: 1,
    Min_QTY_Request: 1000,
    Min_Request_G_Including_5_markup: 2.1,
    Grams_Available_When_submitted: 50000,
    Upcoming_QTY_3_Months: 20000,
    Harvest_Date: '2026-08-14',
    Created_Time: new Date(Date.UTC(2026, 10, 1, 12, 0, n)).toISOString(),
    Product_Active: true,
    Request_pending: false,
    cover: `/product-image/${id}`,
    photos: [],
    Record_Image: null,
    Image_1: null,
    Image_2: null,
    Image_3: null,
    Image_4: null,
    ...overrides,
  };
}

/** A pending order request (Status 'Not Started'); override any field. */
export function makeTask(overrides: Partial<Task> = {}): Task {
  const n = next();
  return {
    id: `t_${n}`,
    Subject: 'Purchase request: Pink Kush',
    Task_Type: 'Purchase request',
    Status: 'Not Started',
    What_Id: { id: 'p_1', name: 'Pink Kush' },
    Who_Id: { id: 'c_1', name: 'Ada Buyer' },
    Description: 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
    Created_Time: new Date(Date.UTC(2026, 10, 2, 12, 0, n)).toISOString(),
    Closed_Time: null,
    Modified_Time: new Date(Date.UTC(2026, 10, 2, 12, 0, n)).toISOString(),
    ...overrides,
  };
}

/** A confirmed Buyer contact (buyer@leafbid.test); override any field. */
export function makeContact(overrides: Partial<Contact> = {}): Contact {
  return {
    id: 'c_1',
    First_Name: 'Ada',
    Last_Name: 'Buyer',
    Full_Name: 'Ada Buyer',
    Company: 'Buyer Co.',
    Title: 'Purchasing lead',
    Phone: '514-555-0100',
    Mobile: null,
    Mailing_Street: '1 Main St',
    Mailing_City: 'Montréal',
    Mailing_State: 'QC',
    Mailing_Zip: 'H2X 1Y4',
    Email: 'buyer@leafbid.test',
    User_UID: 'demo-buyer',
    Contact_Type: ['Buyer'],
    Account_Confirmed: true,
    // Issue 18: a confirmed test contact is verified (bids and listings need it), as the demo accounts.
    Account_Verified: true,
    canAccessListing: false,
    ...overrides,
  };
}

/** A complete, valid 'Add Products' submission (productSubmissionSchema input); override any field. */
export function makeProductSubmission(
  overrides: Partial<ProductSubmissionInput> = {},
): ProductSubmissionInput {
  return {
    Product_Name: 'Northern Lights',
    Description: 'Classic indica, slow cured.',
    Product_Category: ['Cannabis flowers (mix sizes)', 'Cannabis trimmings'],
    Categories: ['Indica'],
    Harvest_Date: '2026-09-30',
    Manufacturer_name: 'Fraser Valley Craft',
    Lineage: 'Afghani x Thai',
    Aromas: 'Pine, earth',
    Highest_Terpenes: ['Myrcene', 'Limonene'],
    Total_Terpenes_Percentage: 2.15,
    Certification: ['GACP', 'GMP1'],
    Min_QTY_Request: 500,
    Min_Request_G_Including_5_markup: 2.2,
    Grams_Available_When_submitted: 10000,
    Upcoming_QTY_3_Months: 0,
    THC_Min: 19,
    THC_Max: 23.5,
    CBD_Min: 0,
    CBD_Max: 1,
    ...overrides,
  };
}
