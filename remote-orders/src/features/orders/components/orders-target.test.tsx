// Issue 35: a notification opens exactly what it tells of — /orders?tab=approved&bid=<id> opens the
// Approved tab with that bid highlighted (marked, named for screen readers, in view and focused).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { makeTask, renderWithQueryClient, type FakeApi } from '@leafbid/shared/testing';
import { OrdersPage } from './orders-page';
import {
  approvedBid,
  counteredBid,
  pendingBid,
  signedInBuyer,
  testQueryClient,
} from './test-setup';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const otherApproved = makeTask({
  id: 't_approvedC3',
  Status: 'Completed',
  What_Id: { id: 'p_3', name: 'Sour Diesel' },
  Description: 'QUANTITY: 300 PRICE PER GRAM: 4 TOTAL: 1200',
});

function Address() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

function renderAt(path: string) {
  return renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <OrdersPage />
      <Address />
    </MemoryRouter>,
    { queryClient: testQueryClient() },
  );
}

const tab = (name: string) => screen.getByRole('tab', { name });
const address = () => screen.getByTestId('address').textContent;

describe('OrdersPage — the tab and the bid of the address (issue 35)', () => {
  let scrolled: Element[];
  beforeEach(() => {
    scrolled = [];
    // jsdom has no layout: record what is brought into view.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolled.push(this);
    };
  });
  afterEach(() => {
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('?tab=approved&bid=<id>: the Approved tab, that bid highlighted, in view and focused; the others not', async () => {
    api = signedInBuyer([pendingBid, approvedBid, otherApproved]);
    renderAt(`/orders?tab=approved&bid=${approvedBid.id}`);
    const card = await screen.findByRole('article', { name: 'Blue Dream' });
    expect(tab('Approved')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'false');
    expect(card).toHaveClass('or-card--highlighted');
    expect(within(card).getByText('From your notification')).toBeVisible();
    // Screen readers hear why it is marked when it takes the focus.
    expect(card).toHaveAccessibleDescription('From your notification');
    expect(card).toHaveFocus();
    expect(scrolled).toEqual([card]);

    const other = screen.getByRole('article', { name: 'Sour Diesel' });
    expect(other).not.toHaveClass('or-card--highlighted');
    expect(within(other).queryByText('From your notification')).not.toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Pink Kush' })).not.toBeInTheDocument();
  });

  it('?tab=approved alone opens the Approved tab with nothing highlighted', async () => {
    api = signedInBuyer([pendingBid, approvedBid]);
    renderAt('/orders?tab=approved');
    const card = await screen.findByRole('article', { name: 'Blue Dream' });
    expect(tab('Approved')).toHaveAttribute('aria-selected', 'true');
    expect(card).not.toHaveClass('or-card--highlighted');
    expect(screen.queryByText('From your notification')).not.toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });

  it('a countered bid (?tab=pending&bid=) is highlighted on Pending', async () => {
    const countered = counteredBid();
    api = signedInBuyer([countered, approvedBid]);
    renderAt(`/orders?tab=pending&bid=${countered.id}`);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
    expect(card).toHaveClass('or-card--highlighted');
    expect(card).toHaveFocus();
  });

  it('the bid wins over a stale tab: a bid approved since its counter-offer opens on Approved', async () => {
    api = signedInBuyer([pendingBid, approvedBid]);
    renderAt(`/orders?tab=pending&bid=${approvedBid.id}`);
    const card = await screen.findByRole('article', { name: 'Blue Dream' });
    expect(tab('Approved')).toHaveAttribute('aria-selected', 'true');
    expect(card).toHaveClass('or-card--highlighted');
  });

  it('a bid no longer in the orders: the named tab, and words saying so', async () => {
    api = signedInBuyer([pendingBid, approvedBid]);
    renderAt('/orders?tab=approved&bid=t_deleted99');
    expect(
      await screen.findByText('The bid this notification is about is no longer in your orders.'),
    ).toHaveAttribute('role', 'status');
    expect(tab('Approved')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText('From your notification')).not.toBeInTheDocument();
  });

  it('an unknown tab falls back to Pending; choosing a tab writes it to the address and leaves the bid', async () => {
    api = signedInBuyer([pendingBid, approvedBid]);
    renderAt(`/orders?tab=nonsense`);
    await screen.findByRole('article', { name: 'Pink Kush' });
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');

    await userEvent.click(tab('Approved'));
    expect(address()).toBe('/orders?tab=approved');
    expect(await screen.findByRole('article', { name: 'Blue Dream' })).toBeInTheDocument();

    await userEvent.click(tab('Pending'));
    expect(address()).toBe('/orders');
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
  });

  it('after opening a highlighted bid, another tab chosen by the user stays chosen', async () => {
    api = signedInBuyer([pendingBid, approvedBid]);
    renderAt(`/orders?tab=approved&bid=${approvedBid.id}`);
    await screen.findByRole('article', { name: 'Blue Dream' });
    await userEvent.click(tab('Pending'));
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
    expect(address()).toBe('/orders');
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).not.toHaveClass(
      'or-card--highlighted',
    );
  });
});

describe('OrdersPage — the address decides after a chosen tab (issue 35)', () => {
  function Go({ to }: { to: string }) {
    const navigate = useNavigate();
    return (
      <button type="button" onClick={() => void navigate(to)}>
        {`go ${to}`}
      </button>
    );
  }

  it('a link to /orders after choosing Approved opens Pending again', async () => {
    api = signedInBuyer([pendingBid, approvedBid]);
    renderWithQueryClient(
      <MemoryRouter initialEntries={['/orders']}>
        <OrdersPage />
        <Go to="/orders" />
        <Address />
      </MemoryRouter>,
      { queryClient: testQueryClient() },
    );
    await screen.findByRole('article', { name: 'Pink Kush' });
    await userEvent.click(tab('Approved'));
    await waitFor(() => expect(address()).toBe('/orders?tab=approved'));
    await userEvent.click(screen.getByRole('button', { name: 'go /orders' }));
    await waitFor(() => expect(address()).toBe('/orders'));
    expect(tab('Pending')).toHaveAttribute('aria-selected', 'true');
  });
});
