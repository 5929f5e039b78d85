import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@leafbid/shared';
import { installFakeApi, reply, type FakeApi, signedInWithFakeApi } from '@leafbid/shared/testing';
import { makeOperatorBid } from '../../../testing/operator-fixtures';
import { BidsBoard } from './bids-board';
import { renderWithQuery } from '../../../testing/render-with-query';

let api: FakeApi;
signedInWithFakeApi(() => api, { user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });

const products = { data: [{ id: 'p_kush', Product_Name: 'Pink Kush', bids: 2 }] };
const fresh = makeOperatorBid({ id: 't_fresh', Status: 'Not Started' });
const approved = makeOperatorBid({
  id: 't_approved',
  Status: 'Approved',
  Description: 'QUANTITY: 2000 PRICE PER GRAM: 4.1 TOTAL: 8200',
});

const row = (name: RegExp) => screen.findByRole('row', { name });

describe('Bids board (issue 11)', () => {
  it('shows each bid with its buyer, its seller, its figures and the next step', async () => {
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': { data: [fresh, approved], nextCursor: null },
    });
    renderWithQuery(<BidsBoard />);
    expect(screen.getByRole('status', { name: 'Loading bids' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Bids' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    const first = rows[1]!;
    expect(within(first).getByRole('rowheader')).toHaveTextContent('Pink Kush');
    expect(within(first).getByText('Ada Moreau')).toBeInTheDocument();
    expect(within(first).getByText('Liam Tremblay')).toBeInTheDocument();
    expect(within(first).getByText('1 000 g')).toBeInTheDocument();
    expect(within(first).getByText('$2.50 per gram')).toBeInTheDocument();
    expect(within(first).getByText('$2,500.00 total')).toBeInTheDocument();
    expect(
      within(first).getByRole('button', {
        name: 'Move to Pending: the bid of Ada Moreau on Pink Kush',
      }),
    ).toHaveTextContent('Move to Pending');
    expect(
      within(rows[2]!).getByRole('button', { name: /^Move to Completed:/ }),
    ).toBeInTheDocument();
  });

  it('moves a bid one step and shows its new status', async () => {
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': { data: [approved], nextCursor: null },
      'PUT /operator/bids/:id/status': { data: { ...approved, Status: 'Completed' } },
    });
    renderWithQuery(<BidsBoard />);
    await screen.findByRole('table', { name: 'Bids' });
    await userEvent.click(screen.getByRole('button', { name: /^Move to Completed:/ }));
    expect(await screen.findByText('The bid on Pink Kush is now Completed.')).toBeInTheDocument();
    expect(api.callsTo('PUT /operator/bids/:id/status')[0]?.body).toEqual({ Status: 'Completed' });
    expect(screen.queryByRole('button', { name: /^Move to Completed:/ })).not.toBeInTheDocument();
  });

  it('a refused move shows the reason and reloads the board', async () => {
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': [
        { data: [fresh], nextCursor: null },
        { data: [{ ...fresh, Deleted_Time: '2026-11-04T10:00:00.000Z' }], nextCursor: null },
      ],
      'PUT /operator/bids/:id/status': reply(409, {
        error: 'The buyer deleted this bid: it cannot be moved.',
      }),
    });
    renderWithQuery(<BidsBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /^Move to Pending:/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The buyer deleted this bid: it cannot be moved.',
    );
    expect(await screen.findByText('Deleted by the buyer')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Move to Pending:/ })).not.toBeInTheDocument();
  });

  it('filters by status, product and deleted bids (the API does the filtering)', async () => {
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': { data: [fresh], nextCursor: null },
    });
    renderWithQuery(<BidsBoard />);
    await screen.findByRole('table', { name: 'Bids' });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Approved');
    await userEvent.selectOptions(screen.getByLabelText('Product'), 'Pink Kush (2)');
    await userEvent.click(screen.getByLabelText('Show deleted bids'));
    await screen.findByRole('table', { name: 'Bids' });
    const last = api.callsTo('GET /operator/bids').at(-1)!;
    expect(last.query).toEqual({ status: 'Approved', productId: 'p_kush', includeDeleted: 'true' });
  });

  it('issue 20: Download CSV exports the bids with the filters the board shows', async () => {
    api = installFakeApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/bids/products': products,
      'GET /operator/bids': { data: [fresh], nextCursor: null },
    });
    renderWithQuery(<BidsBoard />);
    await screen.findByRole('table', { name: 'Bids' });
    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute(
      'href',
      'http://api.leafbid.test/operator/exports/bids.csv?lang=en-CA',
    );
    expect(csv).toHaveAttribute('download');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Pending');
    await userEvent.selectOptions(screen.getByLabelText('Product'), 'Pink Kush (2)');
    await userEvent.click(screen.getByLabelText('Show deleted bids'));
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        'http://api.leafbid.test/operator/exports/bids.csv?status=Pending&productId=p_kush&includeDeleted=true&lang=en-CA',
      ),
    );
  });

  it('loads more bids with the cursor, and shows an empty board', async () => {
    api = installFakeApi({
      'GET /operator/bids/products': { data: [] },
      'GET /operator/bids': (request) =>
        request.query.cursor === 'c2'
          ? { data: [approved], nextCursor: null }
          : { data: [fresh], nextCursor: 'c2' },
    });
    renderWithQuery(<BidsBoard />);
    await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: /^Move to Completed:/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    api.on('GET /operator/bids', { data: [], nextCursor: null });
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(await screen.findByText('No bids match these filters')).toBeInTheDocument();
  });

  it('a new bid pushed live appears without a reload', async () => {
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': [
        { data: [], nextCursor: null },
        { data: [fresh], nextCursor: null },
      ],
    });
    renderWithQuery(<BidsBoard />);
    await screen.findByText('No bids match these filters');
    act(() => bus.emit('operator:bid-created', { bid: { id: fresh.id } }));
    expect(await row(/Pink Kush/)).toBeInTheDocument();
  });
});
