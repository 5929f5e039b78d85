import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@leafbid/shared';
import { AUDIT_KINDS } from '@leafbid/domain';
import { makeAuditRecord } from '../../../testing/operator-fixtures';
import { renderWithQuery } from '../../../testing/render-with-query';
import { operatorSession, TOKEN_ROUTE } from '../../../testing/operator-session';
import { changeLines } from './audit-change';
import { AuditTrail } from './audit-trail';

const installApi = operatorSession();

const moved = makeAuditRecord();
const withdrawn = makeAuditRecord({
  id: 'a_2',
  kind: 'counter.withdrawn',
  target: { type: 'counter', id: 'co_1', label: 'Pink Kush' },
  before: { status: 'relayed' },
  after: { status: 'withdrawn' },
  reason: 'Seller asked to withdraw',
});
const proposed = makeAuditRecord({
  id: 'a_3',
  kind: 'counter.proposed',
  actor: { id: 'c_seller', label: 'seller@leafbid.test' },
  target: { type: 'counter', id: 'co_1', label: 'Pink Kush' },
  before: null,
  after: { quantity: 800, price_per_gram: 3.1, note: 'Firm on price' },
});

const rowCells = (row: HTMLElement) =>
  [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('Audit (issue 20)', () => {
  it('shows who did what, when, to what, what changed and why', async () => {
    const api = installApi({
      ...TOKEN_ROUTE,
      'GET /operator/audit': { data: [withdrawn, moved, proposed], nextCursor: null },
    });
    renderWithQuery(<AuditTrail />);
    const table = await screen.findByRole('table', { name: 'Audit records' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Who', 'Action', 'Target', 'Change', 'Reason']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rowCells(rows[0]!).slice(1)).toEqual([
      'admin@leafbid.test',
      'Counter-offer withdrawn',
      'Pink KushCounter-offer',
      'status: Relayed to the buyer → Withdrawn',
      'Seller asked to withdraw',
    ]);
    expect(rows[0]!.querySelector('td')?.textContent).toMatch(/^Nov 5, 2026/);
    expect(rowCells(rows[1]!).slice(1)).toEqual([
      'admin@leafbid.test',
      'Bid moved',
      'Pink Kush · Ada MoreauBid',
      'Status: Pending → Approved',
      '-',
    ]);
    const change = within(rows[2]!)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(change).toEqual(['quantity: 800', 'price per gram: 3.1', 'note: Firm on price']);
    expect(api.callsTo('GET /operator/audit')[0]?.query).toEqual({});
  });

  it('filters by action, who and target through the API, and the CSV link carries the same filters', async () => {
    const api = installApi({
      ...TOKEN_ROUTE,
      'GET /operator/audit': { data: [moved], nextCursor: null },
    });
    renderWithQuery(<AuditTrail />);
    await screen.findByRole('table', { name: 'Audit records' });
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      'http://api.leafbid.test/operator/exports/audit.csv?lang=en-CA',
    );
    const kind = screen.getByLabelText('Action');
    // 'All actions', then every kind the domain names (issue 37 added the releases').
    expect(within(kind).getAllByRole('option')).toHaveLength(AUDIT_KINDS.length + 1);
    expect(
      within(kind).getByRole('option', { name: 'Canary rolled back automatically' }),
    ).toHaveValue('release.auto_rolled_back');
    await userEvent.selectOptions(kind, 'Counter-offer withdrawn');
    await userEvent.type(screen.getByLabelText('Who'), 'admin@');
    await userEvent.type(screen.getByLabelText('Target'), 'co_1');
    await waitFor(() =>
      expect(api.callsTo('GET /operator/audit').at(-1)?.query).toEqual({
        kind: 'counter.withdrawn',
        actor: 'admin@',
        target: 'co_1',
      }),
    );
    // Typing is settled before it asks: no request per key.
    expect(
      api.callsTo('GET /operator/audit').filter((c) => c.query.actor && c.query.actor !== 'admin@'),
    ).toHaveLength(0);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        'http://api.leafbid.test/operator/exports/audit.csv?kind=counter.withdrawn&actor=admin%40&target=co_1&lang=en-CA',
      ),
    );
    expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('download');
  }, 20_000);

  it('loads the next page with the cursor and adds it under the first', async () => {
    const api = installApi({
      ...TOKEN_ROUTE,
      'GET /operator/audit': (request) =>
        request.query.cursor === 'c_2'
          ? { data: [proposed], nextCursor: null }
          : { data: [withdrawn, moved], nextCursor: 'c_2' },
    });
    renderWithQuery(<AuditTrail />);
    const table = await screen.findByRole('table', { name: 'Audit records' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(api.callsTo('GET /operator/audit').at(-1)?.query).toEqual({ cursor: 'c_2' });
    expect(within(table).getByText('Counter-offer proposed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows its empty state and refreshes live when a counter-offer moves', async () => {
    installApi({
      ...TOKEN_ROUTE,
      'GET /operator/audit': [
        { data: [], nextCursor: null },
        { data: [proposed], nextCursor: null },
      ],
    });
    renderWithQuery(<AuditTrail />);
    expect(await screen.findByText('No audit records match these filters')).toBeInTheDocument();
    act(() =>
      bus.emit('counter:updated', { counter: { id: 'co_1', task_id: 't_1', status: 'proposed' } }),
    );
    expect(await screen.findByText('Counter-offer proposed')).toBeInTheDocument();
  });

  it('summarises a change: only what differs, booleans in words, a long value cut', () => {
    expect(
      changeLines(
        { Account_Verified: false, Review_State: 'awaiting-review', Email: 'a@b.c' },
        { Account_Verified: true, Review_State: 'verified', Email: 'a@b.c' },
      ),
    ).toEqual(['Account Verified: No → Yes', 'Review State: awaiting-review → verified']);
    expect(changeLines(null, null)).toEqual([]);
    const [line] = changeLines({}, { note: 'x'.repeat(300) });
    expect(line!.length).toBeLessThan(140);
    expect(line!.endsWith('…')).toBe(true);
    expect(changeLines({ licence_number: 'LIC-1' }, { licence_number: null })).toEqual([
      'licence number: LIC-1 → none',
    ]);
  });
});
