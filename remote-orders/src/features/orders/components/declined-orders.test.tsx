// Issue 35: a bid the operator declined (Status Declined, Decline_Reason) shows on the Orders
// screen's Pending tab, in a "Declined" section of its own under the pending bids: its status, the
// operator's reason, and no Edit or Delete. Not on the Approved tab, not in the dashboard's
// pending orders (spec §4's groups hold neither).
import { getDefaultNormalizer, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { makeTask, renderWithQueryClient, type FakeApi } from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import { OrdersPage } from './orders-page';
import { PendingOrders } from './pending-orders';
import { pendingBid, render, signedInBuyer, testQueryClient } from './test-setup';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const declinedBid = makeTask({
  id: 't_declinedD4',
  Status: 'Declined',
  What_Id: { id: 'p_2', name: 'Blue Dream' },
  Description: 'QUANTITY: 2000 PRICE PER GRAM: 3 TOTAL: 6000',
  Decline_Reason: 'The lot is sold out.',
  Closed_Time: '2026-11-25T10:00:00.000Z',
});
const approvedBid = makeTask({
  id: 't_approvedB2',
  Status: 'Approved',
  What_Id: { id: 'p_3', name: 'Sour Diesel' },
  Description: 'QUANTITY: 300 PRICE PER GRAM: 4 TOTAL: 1200',
});

/** The text of a card's detail, by the label of its term. */
const detail = (card: HTMLElement, term: string): string | null =>
  within(card).getByText(term).nextElementSibling?.textContent ?? null;

describe('Orders: a declined bid (issue 35)', () => {
  it('shows under the Pending tab in a "Declined" section: status, the reason, no Edit or Delete', async () => {
    api = signedInBuyer([pendingBid, declinedBid, approvedBid]);
    render(<OrdersPage />);
    const pendingPanel = screen.getByRole('tabpanel', { name: 'Pending' });
    // The pending bid keeps its place and its actions.
    const pink = await within(pendingPanel).findByRole('article', { name: 'Pink Kush' });
    expect(within(pink).getByRole('button', { name: /^Edit/ })).toBeInTheDocument();

    const section = within(pendingPanel).getByRole('region', { name: 'Declined' });
    expect(within(section).getByRole('heading', { level: 2, name: 'Declined' })).toBeVisible();
    const card = within(section).getByRole('article', { name: 'Blue Dream' });
    expect(detail(card, 'Status')).toBe('Declined');
    expect(
      within(card).getByText('Declined by the operator: The lot is sold out.'),
    ).toBeInTheDocument();
    expect(within(card).getByText('2 000 g')).toBeInTheDocument();
    expect(within(card).getByText('$6,000.00')).toBeInTheDocument();
    expect(within(card).queryAllByRole('button')).toHaveLength(0);
    // Only the declined bid is in the section; the pending one is not.
    expect(within(section).getAllByRole('article')).toHaveLength(1);
  });

  it('is not on the Approved tab', async () => {
    api = signedInBuyer([declinedBid, approvedBid]);
    render(<OrdersPage />);
    await userEvent.click(screen.getByRole('tab', { name: 'Approved' }));
    const approvedPanel = screen.getByRole('tabpanel', { name: 'Approved' });
    expect(
      await within(approvedPanel).findByRole('article', { name: 'Sour Diesel' }),
    ).toBeInTheDocument();
    expect(within(approvedPanel).queryByRole('article', { name: 'Blue Dream' })).toBeNull();
    expect(within(approvedPanel).queryByText(/Declined/)).toBeNull();
  });

  it('with no pending bid, the Pending tab says so and still shows the declined one', async () => {
    api = signedInBuyer([declinedBid]);
    render(<OrdersPage />);
    expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
    const section = screen.getByRole('region', { name: 'Declined' });
    expect(within(section).getByRole('article', { name: 'Blue Dream' })).toBeInTheDocument();
  });

  it('without declined bids there is no "Declined" section', async () => {
    api = signedInBuyer([pendingBid, approvedBid]);
    render(<OrdersPage />);
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Declined' })).toBeNull();
  });

  it('a reason that did not come still says the operator declined it', async () => {
    api = signedInBuyer([{ ...declinedBid, Decline_Reason: null }]);
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Blue Dream' });
    expect(within(card).getByText('Declined by the operator.')).toBeInTheDocument();
  });

  it("a notification's link to a declined bid opens the Pending tab with it highlighted", async () => {
    api = signedInBuyer([pendingBid, declinedBid, approvedBid]);
    Element.prototype.scrollIntoView = () => undefined;
    try {
      renderWithQueryClient(
        <MemoryRouter initialEntries={['/orders?tab=approved&bid=t_declinedD4']}>
          <OrdersPage />
        </MemoryRouter>,
        { queryClient: testQueryClient() },
      );
      const card = await screen.findByRole('article', { name: 'Blue Dream' });
      expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
      expect(within(card).getByText('From your notification')).toBeInTheDocument();
      expect(
        screen.queryByText('The bid this notification is about is no longer in your orders.'),
      ).toBeNull();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it("is not among the dashboard's pending orders", async () => {
    api = signedInBuyer([pendingBid, declinedBid]);
    render(<PendingOrders />);
    expect(await screen.findByText('Pink Kush')).toBeInTheDocument();
    expect(screen.queryByText('Blue Dream')).toBeNull();
  });

  describe('in fr-CA', () => {
    beforeEach(() => activateTestLocale('fr-CA', fr));
    afterEach(() => resetTestLocale());

    it('reads « Refusées », « Refusée » and the reason in French typography', async () => {
      api = signedInBuyer([declinedBid]);
      render(<OrdersPage />);
      const section = await screen.findByRole('region', { name: 'Refusées' });
      const card = within(section).getByRole('article', { name: 'Blue Dream' });
      expect(detail(card, 'Statut')).toBe('Refusée');
      expect(
        // A no-break space before the colon (OQLF): the default normalizer would hide it.
        within(card).getByText("Refusée par l'opérateur\u00a0: The lot is sold out.", {
          normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
        }),
      ).toBeInTheDocument();
    });
  });
});
