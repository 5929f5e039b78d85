/** Demo order requests (purchase bids) and one support request. */
import { demoProductIndex } from './products.js';

export interface DemoTask {
  ownerUid: string;
  /** Index into demoProducts; null for a support request. */
  productIndex: number | null;
  /** Only for non-purchase tasks (e.g. 'New support request'); purchase subjects derive from the product. */
  subject?: string;
  status: 'Not Started' | 'Pending' | 'Approved' | 'Completed';
  /** Grams. */
  quantity: number;
  /** CAD per gram. */
  pricePerGram: number;
  createdDaysAgo: number;
}

function bid(
  ownerUid: string,
  product: string,
  status: DemoTask['status'],
  quantity: number,
  pricePerGram: number,
  createdDaysAgo: number,
): DemoTask {
  return {
    ownerUid,
    productIndex: demoProductIndex(product),
    status,
    quantity,
    pricePerGram,
    createdDaysAgo,
  };
}

export const demoTasks: DemoTask[] = [
  // demo-buyer: pending group (Not Started / Pending)
  bid('demo-buyer', 'Pink Kush', 'Not Started', 5000, 2.2, 1), // 105% of the minimum
  bid('demo-buyer', 'Ghost Train Haze', 'Not Started', 3000, 2.3, 2), // 68%: low bid
  bid('demo-buyer', 'Death Bubba', 'Not Started', 10000, 2.0, 3), // upcoming stock only, 77%
  bid('demo-buyer', 'Clear THC Distillate', 'Not Started', 2000, 6.8, 6), // 91%
  bid('demo-buyer', 'Blue Dream', 'Pending', 20000, 1.7, 4), // 92%
  bid('demo-buyer', 'Papaya Live Rosin Jam', 'Pending', 1500, 15.5, 12), // needs upcoming stock
  // demo-buyer: approved group (Approved / Completed)
  bid('demo-buyer', 'Wedding Cake', 'Approved', 2000, 4.1, 10),
  bid('demo-buyer', 'Cured Rosin Badder', 'Approved', 500, 13.5, 5),
  bid('demo-buyer', 'Jack Herer Smalls', 'Completed', 25000, 1.15, 21),
  bid('demo-buyer', 'Sour Cherry Gummies', 'Completed', 10000, 0.95, 40),
  // demo-buyer: a support request
  {
    ownerUid: 'demo-buyer',
    productIndex: null,
    subject: 'New support request',
    status: 'Not Started',
    quantity: 0,
    pricePerGram: 0,
    createdDaysAgo: 7,
  },
  // demo-both buys too
  bid('demo-both', 'MAC 1', 'Pending', 2000, 4.6, 8),
  bid('demo-both', 'Full-Spectrum THC Crude', 'Approved', 5000, 4.8, 30),
];
