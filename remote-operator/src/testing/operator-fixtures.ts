// Wire objects of the operator calls (docs/api.md "Operator console") for the console's tests.
import type {
  OperatorAccount,
  OperatorBid,
  OutboxRow,
  Party,
  ReviewListing,
} from '@leafbid/domain';
import { makeContact, makeProduct, makeTask } from '@leafbid/shared/testing';
import type { AuditRecord } from '../features/audit/api/get-audit';
import type { OperatorCounter } from '../features/counters/api/get-counters';

export const seller: Party = {
  id: 'c_seller',
  Full_Name: 'Liam Tremblay',
  Company: 'Fraser Valley Craft Growers Ltd.',
  Email: 'seller@leafbid.test',
  Phone: '+1 604-555-0187',
};

export const buyer: Party = {
  id: 'c_buyer',
  Full_Name: 'Ada Moreau',
  Company: 'Lakeshore Wellness Processing Inc.',
  Email: 'buyer@leafbid.test',
  Phone: null,
};

export function makeReviewListing(
  name: string,
  id = `p_${name.toLowerCase().replace(/\W+/g, '_')}`,
): ReviewListing {
  return {
    product: makeProduct({
      id,
      Product_Name: name,
      Product_Active: false,
      Request_pending: true,
      Contact_Name: { id: seller.id },
    }),
    owner: seller,
    files: [
      {
        id: `f_${id}_photo`,
        kind: 'photo',
        file_name: 'bud.jpg',
        content_type: 'image/jpeg',
        size: 1000,
        url: `/file/f_${id}_photo`,
        created_at: '2026-11-01T12:00:00.000Z',
      },
      {
        id: `f_${id}_cert`,
        kind: 'certificate',
        file_name: 'lab-report.pdf',
        content_type: 'application/pdf',
        size: 2000,
        url: `/file/f_${id}_cert`,
        created_at: '2026-11-01T12:00:00.000Z',
        shared_with_buyers: false,
      },
    ],
    requested_at: '2026-11-02T15:30:00.000Z',
  };
}

export function makeOperatorBid(overrides: Partial<OperatorBid> = {}): OperatorBid {
  return {
    ...makeTask({ What_Id: { id: 'p_kush', name: 'Pink Kush' } }),
    Deleted_Time: null,
    buyer,
    seller,
    product: {
      id: 'p_kush',
      Product_Name: 'Pink Kush',
      Product_Active: true,
      Min_Request_G_Including_5_markup: 2.1,
    },
    ...overrides,
  };
}

export function makeOperatorAccount(overrides: Partial<OperatorAccount> = {}): OperatorAccount {
  return {
    ...makeContact({
      id: 'c_nora',
      First_Name: 'Nora',
      Last_Name: 'Roy',
      Full_Name: 'Nora Roy',
      Email: 'nora@leafco.test',
    }),
    Account_Verified: false,
    Account_Suspended: false,
    Suspension_Reason: null,
    Created_Time: '2026-11-01T10:00:00.000Z',
    Confirmed_Time: '2026-11-03T09:00:00.000Z',
    Verified_Time: null,
    Suspended_Time: null,
    Review_State: 'awaiting-review',
    documents: [
      {
        id: 'd_licence',
        kind: 'cannabis_license',
        file_name: 'licence.pdf',
        content_type: 'application/pdf',
        size: 1000,
        url: '/file/d_licence',
        created_at: '2026-11-03T09:00:00.000Z',
      },
      {
        id: 'd_permit',
        kind: 'cra_permit',
        file_name: 'permit.png',
        content_type: 'image/png',
        size: 1000,
        url: '/file/d_permit',
        created_at: '2026-11-03T09:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

export function makeOutboxRow(overrides: Partial<OutboxRow> = {}): OutboxRow {
  return {
    id: 'o_1',
    kind: 'purchase_request',
    status: 'dead',
    attempts: 37,
    last_error: 'HTTP 500 Internal Server Error',
    created_at: '2026-11-01T12:00:00.000Z',
    queued_at: '2026-11-01T12:00:00.000Z',
    next_attempt_at: null,
    delivered_at: null,
    payload: { productName: 'Pink Kush', quantity: 1000 },
    ...overrides,
  };
}

/** Issue 20: a seller's counter-offer as GET /operator/counters answers it. */
export function makeOperatorCounter(overrides: Partial<OperatorCounter> = {}): OperatorCounter {
  return {
    id: 'co_1',
    task_id: 't_1',
    quantity: 800,
    price_per_gram: 3.1,
    total: 2480,
    note: 'Firm on price, can ship next week.',
    status: 'proposed',
    created_at: '2026-11-05T14:00:00.000Z',
    relayed_at: null,
    answered_at: null,
    withdraw_reason: null,
    relayed_note: null,
    product: { id: 'p_kush', Product_Name: 'Pink Kush' },
    buyer,
    seller,
    bid: { quantity: 1000, price_per_gram: 2.5, total: 2500, status: 'Pending' },
    ...overrides,
  };
}

/** Issue 20: one record of GET /operator/audit. */
export function makeAuditRecord(overrides: Partial<AuditRecord> = {}): AuditRecord {
  return {
    id: 'a_1',
    at: '2026-11-05T15:00:00.000Z',
    kind: 'bid.moved',
    actor: { id: 'c_admin', label: 'admin@leafbid.test' },
    target: { type: 'bid', id: 't_1', label: 'Pink Kush · Ada Moreau' },
    before: { Status: 'Pending' },
    after: { Status: 'Approved' },
    reason: null,
    ...overrides,
  };
}
