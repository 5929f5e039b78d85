import { screen, waitFor, within } from '@testing-library/react';
import { mine, openEditFor, signedInSeller } from '../../../testing/seller-fixture';
import type { FakeApi } from '@leafbid/shared/testing';

const kush = mine({ id: 'p_kush', Product_Name: 'Pink Kush', Product_Active: true });

const sellerBid = (id: string, status: string, quantity: number, price: number) => ({
  id,
  status,
  quantity,
  price_per_gram: price,
  total: quantity * price,
  quality: null,
  created_at: '2026-11-02T10:00:00.000Z',
  modified_at: '2026-11-02T10:00:00.000Z',
  counter: null,
});

let api: FakeApi | undefined;
afterEach(() => api?.restore());

describe("'Delete Listing' with approved bids (issue 35)", () => {
  it('names the listing and its approved bids (grams, price, reference; no buyer) and says their buyers are told', async () => {
    api = signedInSeller([kush], {
      'GET /listings/:productId/bids': {
        data: [
          sellerBid('t_Ab3xY9qLmore', 'Approved', 1200, 2.5),
          sellerBid('t_Zz9', 'Pending', 300, 2.2),
          sellerBid('t_Done1234', 'Completed', 100, 3),
        ],
      },
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Listing' });
    expect(confirm).toHaveTextContent('Listing: Pink Kush');
    expect(confirm).toHaveTextContent('Are you sure you want to delete this listing?');
    const list = await within(confirm).findByRole('list', { name: 'Approved bids' });
    expect(within(confirm).getByText('This listing has 2 approved bids:')).toBeInTheDocument();
    const items = within(list)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Bid #Ab3xY9qL: 1 200 g at $2.50 per gram ($3,000.00 total)',
      'Bid #Done1234: 100 g at $3.00 per gram ($300.00 total)',
    ]);
    expect(confirm).toHaveTextContent('Their buyers will be told that the listing was deleted.');
    expect(confirm).not.toHaveTextContent('300 g');
  });

  it('without approved bids it asks only the spec’s question', async () => {
    api = signedInSeller([kush], {
      'GET /listings/:productId/bids': { data: [sellerBid('t_Zz9', 'Pending', 300, 2.2)] },
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Listing' });
    expect(await within(confirm).findByText('Listing: Pink Kush')).toBeInTheDocument();
    await within(confirm).findByText('Are you sure you want to delete this listing?');
    await waitFor(() => expect(within(confirm).queryByRole('status')).not.toBeInTheDocument());
    expect(api.callsTo('GET /listings/:productId/bids')).toHaveLength(1);
    expect(within(confirm).queryByRole('list')).not.toBeInTheDocument();
    expect(confirm).not.toHaveTextContent('buyers will be told');
  });
});
