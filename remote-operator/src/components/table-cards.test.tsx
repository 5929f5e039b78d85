// Issue 35: on a phone the console's lists are cards (operator.css, `.op-table--cards`), each
// cell shown under its column's name from `data-label`. That name must be the column's header,
// in the active language, for every cell but the row's own header (the card's title); the
// elements stay a real table, so each cell keeps its header for screen readers.
import { screen, within } from '@testing-library/react';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../locales/fr-CA.json';
import { AuditTrail } from '../features/audit';
import { AutomationPanel } from '../features/automation';
import { BidsBoard } from '../features/bids';
import { makeAuditRecord, makeOperatorBid, makeOutboxRow } from '../testing/operator-fixtures';
import { operatorSession } from '../testing/operator-session';
import { renderWithQuery } from '../testing/render-with-query';

const installApi = operatorSession();
afterEach(resetTestLocale);

const ROUTES = {
  'GET /operator/bids/products': { data: [{ id: 'p_kush', Product_Name: 'Pink Kush', bids: 1 }] },
  'GET /operator/bids': { data: [makeOperatorBid({ Status: 'Pending' })], nextCursor: null },
  'GET /operator/audit': { data: [makeAuditRecord()], nextCursor: null },
  'GET /operator/outbox': {
    data: [makeOutboxRow()],
    nextCursor: null,
    counts: [{ status: 'dead', kind: 'purchase_request', count: 1 }],
  },
};

/** Each body cell's data-label against the header of its column; the row header has none. */
function labelsOf(table: HTMLElement) {
  const headers = within(table)
    .getAllByRole('columnheader')
    .map((h) => h.textContent);
  const [, first] = within(table).getAllByRole('row');
  return Array.from(first!.children).map((cell, index) => ({
    header: headers[index],
    label: cell.tagName === 'TH' ? null : cell.getAttribute('data-label'),
  }));
}

describe.each([
  ['en-CA', {}],
  ['fr-CA', fr],
] as const)('the console’s lists as phone cards (%s)', (locale, catalogue) => {
  beforeEach(() => {
    if (locale === 'fr-CA') activateTestLocale('fr-CA', catalogue);
  });

  it.each([
    ['Bids', 'Offres', () => <BidsBoard />],
    ['Audit records', "Entrées du journal d'audit", () => <AuditTrail />],
    ['Webhook rows', 'Lignes de crochets Web', () => <AutomationPanel />],
  ])('%s: a card class, every cell labelled with its column header', async (en, frName, ui) => {
    installApi(ROUTES);
    renderWithQuery(ui());
    const table = await screen.findByRole('table', { name: locale === 'fr-CA' ? frName : en });
    expect(table).toHaveClass('op-table--cards');
    const cells = labelsOf(table);
    expect(cells.filter((c) => c.label === null)).toHaveLength(1);
    for (const { header, label } of cells) if (label !== null) expect(label).toBe(header);
  });
});
