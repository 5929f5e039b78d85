import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installFakeApi, reply, type FakeApi, signedInWithFakeApi } from '@leafbid/shared/testing';
import { makeOperatorBid } from '../../../testing/operator-fixtures';
import { BidsBoard } from './bids-board';
import { renderWithQuery } from '../../../testing/render-with-query';

let api: FakeApi;
signedInWithFakeApi(() => api, { user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });

const products = { data: [{ id: 'p_kush', Product_Name: 'Pink Kush', bids: 2 }] };
/** The listing has 1 500 g (1 000 now + 500 upcoming), 1 200 g of it approved to another bid. */
const stock = (left: number) => ({
  id: 'p_kush',
  Product_Name: 'Pink Kush',
  Product_Active: true,
  Min_Request_G_Including_5_markup: 2.1,
  Grams_Stock: 1500,
  Grams_Reserved: 1500 - left,
  Grams_Left: left,
});
// 1 000 g asked (the fixture's Description).
const pending = makeOperatorBid({ id: 't_pending', Status: 'Pending', product: stock(300) });

describe('Bids board: no overselling (issue 35)', () => {
  it('shows the listing’s grams left, and explains an approval that would oversell', async () => {
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': { data: [pending], nextCursor: null },
    });
    renderWithQuery(<BidsBoard />);
    const row = await screen.findByRole('row', { name: /Pink Kush/ });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('300 g left of 1 500 g');
    const approve = within(row).getByRole('button', { name: /^Move to Approved:/ });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(
      'Approving this bid would oversell the listing: it asks for 1 000 g and only 300 g are left.',
    );
  });

  it('lets a bid that fits be approved, and shows the API’s refusal when stock went meanwhile', async () => {
    const fits = { ...pending, product: stock(1000) };
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': { data: [fits], nextCursor: null },
      'PUT /operator/bids/:id/status': reply(409, {
        error:
          'Approving this bid would oversell the listing: it asks for 1 000 g and only 200 g are left.',
        code: 'domain.stock.approvalOversells',
        params: { quantity: '1 000', left: '200', grams_left: 200 },
      }),
    });
    renderWithQuery(<BidsBoard />);
    const approve = await screen.findByRole('button', { name: /^Move to Approved:/ });
    expect(approve).toBeEnabled();
    expect(approve).not.toHaveAccessibleDescription();
    await userEvent.click(approve);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Approving this bid would oversell the listing: it asks for 1 000 g and only 200 g are left.',
    );
  });

  it('declines a bid with a required reason, and says so', async () => {
    const declined = {
      ...pending,
      Status: 'Declined' as const,
      Decline_Reason: 'Lab test failed.',
      product: stock(1500),
    };
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': [
        { data: [pending], nextCursor: null },
        { data: [declined], nextCursor: null },
      ],
      'POST /operator/bids/:id/decline': { data: declined },
    });
    renderWithQuery(<BidsBoard />);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Decline: the bid of Ada Moreau on Pink Kush' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Decline the bid on Pink Kush' });
    const confirm = within(dialog).getByRole('button', { name: 'Decline bid' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason for the buyer'), '   ');
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('Reason for the buyer'), 'Lab test failed.');
    await userEvent.click(confirm);
    expect(await screen.findByText('The bid on Pink Kush was declined.')).toBeInTheDocument();
    expect(api.callsTo('POST /operator/bids/:id/decline')[0]?.body).toEqual({
      reason: 'Lab test failed.',
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Pink Kush/ });
    await waitFor(() => expect(within(row).getByText('Declined')).toBeInTheDocument());
    expect(within(row).getByText('Reason: Lab test failed.')).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Decline:/ })).not.toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: /^Move to/ })).not.toBeInTheDocument();
  });

  it('keeps the dialog open with the API’s words when the decline is refused', async () => {
    api = installFakeApi({
      'GET /operator/bids/products': products,
      'GET /operator/bids': { data: [pending], nextCursor: null },
      'POST /operator/bids/:id/decline': reply(409, {
        error: 'This bid is Completed: it can no longer be declined.',
      }),
    });
    renderWithQuery(<BidsBoard />);
    await userEvent.click(await screen.findByRole('button', { name: /^Decline:/ }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Reason for the buyer'), 'Too late');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline bid' }));
    expect(
      await within(dialog).findByText('This bid is Completed: it can no longer be declined.'),
    ).toBeInTheDocument();
  });
});
