import { csvExportPath } from './csv-exports';
import {
  CSV_AUDIT_KIND_MESSAGES,
  CSV_AUDIT_TARGET_MESSAGES,
  CSV_BID_STATUS_MESSAGES,
  CSV_REVIEW_STATE_MESSAGES,
} from './csv-exports.messages';
import { ACCOUNT_REVIEW_STATES } from './operator';
import { taskStatusSchema } from './schemas/wire/task';
import { AUDIT_KINDS, AUDIT_TARGET_TYPES } from './trade-desk';

describe('issue 35: an export asked for in the reader’s language', () => {
  it.each([
    ['/exports/bids.csv', 'fr-CA', '/exports/bids.csv?lang=fr-CA'],
    ['/exports/listings.csv', 'en-CA', '/exports/listings.csv?lang=en-CA'],
    [
      '/operator/exports/bids.csv?status=Pending',
      'fr-CA',
      '/operator/exports/bids.csv?status=Pending&lang=fr-CA',
    ],
  ] as const)('csvExportPath(%p, %p) = %p', (path, locale, expected) => {
    expect(csvExportPath(path, locale)).toBe(expected);
  });

  it('the active locale when none is given (en-CA until one is activated)', () => {
    expect(csvExportPath('/exports/bids.csv')).toBe('/exports/bids.csv?lang=en-CA');
  });
});

describe('issue 35: every stored word of the exports has its label', () => {
  it.each([
    ['bid statuses', taskStatusSchema.options, CSV_BID_STATUS_MESSAGES],
    ['audit kinds', AUDIT_KINDS, CSV_AUDIT_KIND_MESSAGES],
    ['audit targets', AUDIT_TARGET_TYPES, CSV_AUDIT_TARGET_MESSAGES],
    ['review states', ACCOUNT_REVIEW_STATES, CSV_REVIEW_STATE_MESSAGES],
  ] as const)('%s', (_what, values, labels) => {
    expect(values.filter((value) => !Object.hasOwn(labels, value))).toEqual([]);
  });
});
