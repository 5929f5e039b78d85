import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, reply, type FakeApi, signedInWithFakeApi } from '@leafbid/shared/testing';
import { makeOutboxRow } from '../../../testing/operator-fixtures';
import { AutomationPanel } from './automation-panel';
import { ageOf } from './outbox-health';
import { renderWithQuery } from '../../../testing/render-with-query';

let api: FakeApi;
signedInWithFakeApi(() => api, { user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });

const dead = makeOutboxRow();
const delivered = makeOutboxRow({
  id: 'o_2',
  kind: 'support_request',
  status: 'delivered',
  attempts: 1,
  last_error: null,
  delivered_at: '2026-11-01T12:00:05.000Z',
});
const counts = [
  { status: 'dead', kind: 'purchase_request', count: 1 },
  { status: 'delivered', kind: 'support_request', count: 4 },
];

describe('Automation (spec §7 webhooks, issue 11)', () => {
  it('counts the rows of each status and kind and lists them with their last error', async () => {
    api = installFakeApi({
      'GET /operator/outbox': { data: [dead, delivered], nextCursor: null, counts },
    });
    renderWithQuery(<AutomationPanel />);
    const summary = await screen.findByRole('table', { name: 'Webhook rows by status' });
    const purchase = within(summary).getByRole('row', { name: /Purchase request/ });
    expect(
      within(purchase)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '0', '1']);
    const rows = within(screen.getByRole('table', { name: 'Webhook rows' })).getAllByRole('row');
    expect(within(rows[1]!).getByText('HTTP 500 Internal Server Error')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Dead')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Delivered')).toBeInTheDocument();
    expect(within(rows[2]!).queryByRole('button', { name: /Requeue/ })).toBeNull();
  });

  it('requeues one dead row, or all of them', async () => {
    api = installFakeApi({
      'GET /operator/outbox': { data: [dead], nextCursor: null, counts },
      'POST /operator/outbox/requeue': [{ requeued: 1 }, reply(500, { error: 'Database is down' })],
    });
    renderWithQuery(<AutomationPanel />);
    await userEvent.click(
      await screen.findByRole('button', { name: /^Requeue the Purchase request webhook of/ }),
    );
    expect(await screen.findByText('1 row queued again.')).toBeInTheDocument();
    expect(api.callsTo('POST /operator/outbox/requeue')[0]?.body).toEqual({ id: 'o_1' });
    await userEvent.click(screen.getByRole('button', { name: 'Requeue all dead rows' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Database is down');
    expect(api.callsTo('POST /operator/outbox/requeue')[1]?.body).toEqual({});
  });

  it('filters by status and webhook kind', async () => {
    api = installFakeApi({ 'GET /operator/outbox': { data: [], nextCursor: null, counts: [] } });
    renderWithQuery(<AutomationPanel />);
    expect(await screen.findByText('No webhook rows match these filters')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Dead');
    await userEvent.selectOptions(screen.getByLabelText('Webhook'), 'Bid update');
    await screen.findByText('No webhook rows match these filters');
    expect(api.callsTo('GET /operator/outbox').at(-1)?.query).toEqual({
      status: 'dead',
      kind: 'update_bid',
    });
  });

  it('issue 18: says no endpoint is configured and how old the oldest queued row is', async () => {
    const queued = makeOutboxRow({
      id: 'o_3',
      status: 'queued',
      attempts: 0,
      last_error: null,
      next_attempt_at: '2026-11-01T12:00:00.000Z',
    });
    const threeHoursAgo = new Date(Date.now() - 3 * 3600_000 - 60_000).toISOString();
    const endpoints = [
      'purchase_request',
      'support_request',
      'update_bid',
      'delete_bid',
      'product_submission',
    ].map((kind) => ({
      kind,
      configured: false,
      oldest_queued_at: kind === 'purchase_request' ? threeHoursAgo : null,
    }));
    api = installFakeApi({
      'GET /operator/outbox': { data: [queued], nextCursor: null, counts, endpoints },
    });
    renderWithQuery(<AutomationPanel />);
    const health = await screen.findByRole('region', { name: 'Automation endpoints' });
    expect(health).toHaveTextContent(
      'No automation endpoint is configured: queued rows are kept until one is set',
    );
    expect(within(health).getByText('Oldest queued: 3 h ago')).toHaveAttribute(
      'datetime',
      threeHoursAgo,
    );
  });

  it('issue 18: names only the kinds without an endpoint; nothing to say when all are set and none waits', async () => {
    const some = [
      { kind: 'purchase_request', configured: true, oldest_queued_at: null },
      { kind: 'support_request', configured: false, oldest_queued_at: null },
      { kind: 'update_bid', configured: true, oldest_queued_at: null },
      { kind: 'delete_bid', configured: true, oldest_queued_at: null },
      { kind: 'product_submission', configured: false, oldest_queued_at: null },
    ];
    api = installFakeApi({
      'GET /operator/outbox': [
        { data: [delivered], nextCursor: null, counts, endpoints: some },
        {
          data: [delivered],
          nextCursor: null,
          counts,
          endpoints: some.map((e) => ({ ...e, configured: true })),
        },
      ],
    });
    const { unmount } = renderWithQuery(<AutomationPanel />);
    expect(
      await screen.findByText(
        'No automation endpoint is configured for Support request, Product submission: their queued rows are kept until one is set.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Oldest queued/)).toBeNull();
    unmount();
    renderWithQuery(<AutomationPanel />);
    await screen.findByRole('table', { name: 'Webhook rows' });
    expect(screen.queryByRole('region', { name: 'Automation endpoints' })).toBeNull();
  });
});

describe('ageOf (issue 18)', () => {
  const now = Date.parse('2026-11-24T12:00:00Z');
  it.each([
    ['2026-11-24T11:59:30Z', 'less than a minute ago'],
    ['2026-11-24T11:15:00Z', '45 min ago'],
    ['2026-11-24T09:00:00Z', '3 h ago'],
    ['2026-11-22T11:00:00Z', '2 days ago'],
  ])('%s → %s', (iso, words) => expect(ageOf(iso, now)).toBe(words));
});
