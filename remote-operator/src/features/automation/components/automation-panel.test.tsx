import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeIdentity,
  installFakeApi,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { makeOutboxRow } from '../../../testing/operator-fixtures';
import { AutomationPanel } from './automation-panel';
import { renderWithQuery } from '../../../testing/render-with-query';

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity({ user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });
});
afterEach(() => api.restore());

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
});
