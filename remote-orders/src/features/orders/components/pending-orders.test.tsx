import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useProfileStore } from '@leafbid/shared';
import { makeTask, reply, type FakeApi } from '@leafbid/shared/testing';
import { PendingOrders } from './pending-orders';
import { announceBid, buyer, render, signedInBuyer, testQueryClient } from './test-setup';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const items = (): HTMLElement[] => screen.queryAllByRole('listitem');

describe('PendingOrders — spec §2 Dashboard pending orders', () => {
  it('lists order requests with status Not Started or Pending, with their quantity and price', async () => {
    api = signedInBuyer([
      makeTask({ Status: 'Not Started', What_Id: { id: 'p_1', name: 'Pink Kush' } }),
      makeTask({
        Status: 'Pending',
        What_Id: { id: 'p_2', name: 'Blue Dream' },
        Description: 'QUANTITY: 250 PRICE PER GRAM: 4.2 TOTAL: 1050',
      }),
      makeTask({ Status: 'Approved', What_Id: { id: 'p_3', name: 'Sour Diesel' } }),
      makeTask({ Status: 'Completed', What_Id: { id: 'p_4', name: 'Jack Herer' } }),
      makeTask({
        Subject: 'New support request',
        Task_Type: null,
        What_Id: { id: 'x', name: 'Help me' },
      }),
    ]);
    render(<PendingOrders />);
    expect(screen.getByRole('heading', { name: 'Pending orders' })).toBeInTheDocument();
    await screen.findByText('Pink Kush');
    expect(
      items().map((li) => within(li).getByText(/Kush|Dream|Diesel|Herer|Help/).textContent),
    ).toEqual(['Pink Kush', 'Blue Dream']);
    const blue = items()[1] as HTMLElement;
    expect(within(blue).getByText('250 g')).toBeInTheDocument();
    expect(within(blue).getByText('$4.20')).toBeInTheDocument();
    expect(within(blue).getByText('$1,050.00')).toBeInTheDocument();
  });

  it("counts a task as an order request by Subject 'New order request' or 'Purchase request:' or Task_Type", async () => {
    api = signedInBuyer([
      makeTask({
        Subject: 'New order request',
        Task_Type: null,
        What_Id: { id: 'a', name: 'By subject' },
      }),
      makeTask({
        Subject: 'Purchase request: X',
        Task_Type: null,
        What_Id: { id: 'b', name: 'By prefix' },
      }),
      makeTask({
        Subject: 'Something',
        Task_Type: 'Purchase request',
        What_Id: { id: 'c', name: 'By type' },
      }),
      makeTask({
        Subject: 'Call back',
        Task_Type: 'Call',
        What_Id: { id: 'd', name: 'Not a bid' },
      }),
    ]);
    render(<PendingOrders />);
    await screen.findByText('By subject');
    expect(screen.getByText('By prefix')).toBeInTheDocument();
    expect(screen.getByText('By type')).toBeInTheDocument();
    expect(screen.queryByText('Not a bid')).not.toBeInTheDocument();
  });

  it("a task without a product name shows 'Untitled Task', a missing value '-'", async () => {
    api = signedInBuyer([makeTask({ What_Id: null, Description: 'QUANTITY: 10' })]);
    render(<PendingOrders />);
    const item = (await screen.findByText('Untitled Task')).closest('li') as HTMLElement;
    expect(within(item).getByText('10 g')).toBeInTheDocument();
    expect(within(item).getAllByText('-')).toHaveLength(2);
  });

  it("an empty list shows 'No pending orders found'", async () => {
    api = signedInBuyer([makeTask({ Status: 'Approved' })]);
    render(<PendingOrders />);
    expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
  });

  it('shows loading, and an error with Retry', async () => {
    api = signedInBuyer([], {
      'GET /tasks': [
        reply(503, {}),
        { data: [makeTask({ What_Id: { id: 'p', name: 'Retried' } })] },
      ],
    });
    const user = userEvent.setup();
    render(<PendingOrders />);
    expect(screen.getByRole('status', { name: 'Loading pending orders' })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch tasks');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Retried')).toBeInTheDocument();
  });

  it('a failed bid elsewhere does not hide the loaded list behind an error', async () => {
    api = signedInBuyer([makeTask({ What_Id: { id: 'p', name: 'Pink Kush' } })]);
    render(<PendingOrders />);
    await screen.findByText('Pink Kush');
    // The marketplace's send: the bid shows at once, then leaves when the send failed.
    let failed = () => undefined as void;
    act(() => {
      failed = announceBid(null, { What_Id: { id: 'p_9', name: 'Northern Lights' } });
    });
    expect(await screen.findByText('Northern Lights')).toBeInTheDocument();
    act(() => failed());
    await waitFor(() => expect(screen.queryByText('Northern Lights')).not.toBeInTheDocument());
    expect(screen.getByText('Pink Kush')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('updates without a reload when a bid is placed elsewhere', () => {
    it('a bid placed on the marketplace (announced on the bus) appears at once', async () => {
      const created = makeTask({ id: 't_new', What_Id: { id: 'p_9', name: 'Northern Lights' } });
      api = signedInBuyer([makeTask({ What_Id: { id: 'p_1', name: 'Pink Kush' } })]);
      render(<PendingOrders />);
      await screen.findByText('Pink Kush');

      let answered = () => undefined as void;
      act(() => {
        answered = announceBid(created);
      });
      // Optimistic: shown before the server answers (no Edit or Delete while it is sent).
      expect(await screen.findByText('Northern Lights')).toBeInTheDocument();
      expect(items()).toHaveLength(2);
      expect(screen.queryAllByRole('button', { name: /Northern Lights/ })).toHaveLength(0);
      act(() => answered());
      expect(await screen.findAllByRole('button', { name: /Northern Lights/ })).toHaveLength(2);
      expect(screen.getByText('Northern Lights')).toBeInTheDocument();
      expect(items()).toHaveLength(2);
      expect(api.callsTo('GET /tasks')).toHaveLength(1);
    });

    it("a bid announced on the bus (another tab's, relayed) appears without a refetch", async () => {
      const created = makeTask({ id: 't_elsewhere', What_Id: { id: 'p_5', name: 'Gelato' } });
      api = signedInBuyer([]);
      render(<PendingOrders />);
      expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
      act(() => bus.emit('bid:created', { task: created }));
      expect(await screen.findByText('Gelato')).toBeInTheDocument();
      expect(api.callsTo('GET /tasks')).toHaveLength(1);
    });

    it('a bid announced for another contact is not shown', async () => {
      const created = makeTask({
        id: 't_other',
        What_Id: { id: 'p_5', name: 'Gelato' },
        Who_Id: { id: 'c_someone_else', name: 'Someone' },
      });
      api = signedInBuyer([]);
      render(<PendingOrders />);
      expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
      act(() => bus.emit('bid:created', { task: created }));
      expect(screen.queryByText('Gelato')).not.toBeInTheDocument();
    });

    it('a bid deleted elsewhere (another view or tab) disappears', async () => {
      api = signedInBuyer([makeTask({ id: 't_1', What_Id: { id: 'p', name: 'Pink Kush' } })]);
      render(<PendingOrders />);
      await screen.findByText('Pink Kush');
      act(() => bus.emit('bid:deleted', { taskId: 't_1' }));
      await waitFor(() => expect(screen.getByText('No pending orders found')).toBeInTheDocument());
      expect(api.callsTo('GET /tasks')).toHaveLength(1);
    });
  });
});

describe('PendingOrders — what tells requests apart, and a list that stays short (issue 18)', () => {
  it('shows each request’s reference and the day it was placed', async () => {
    api = signedInBuyer([
      makeTask({
        id: 't_Ab3xY9qLmnop',
        Status: 'Pending',
        Created_Time: '2026-11-23T15:00:00.000Z',
      }),
    ]);
    render(<PendingOrders />);
    const item = (await screen.findAllByRole('listitem'))[0] as HTMLElement;
    expect(within(item).getByText('#Ab3xY9qL · November 23, 2026')).toBeInTheDocument();
  });

  it('shows the latest five, then a link to Orders naming how many there are', async () => {
    api = signedInBuyer(
      Array.from({ length: 7 }, (_, n) =>
        makeTask({ Status: 'Pending', What_Id: { id: `p_${n}`, name: `Lot ${n + 1}` } }),
      ),
    );
    render(<PendingOrders />);
    await screen.findByText('Lot 1');
    expect(items()).toHaveLength(5);
    expect(screen.queryByText('Lot 6')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View all 7 pending orders' })).toHaveAttribute(
      'href',
      '/orders',
    );
  });

  it('has no link while everything fits', async () => {
    api = signedInBuyer([makeTask({ Status: 'Pending' })]);
    render(<PendingOrders />);
    await screen.findByText('Pink Kush');
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });
});

describe('PendingOrders for a Seller-only account (issue 35; issue 18)', () => {
  const asSellerOnly = () =>
    act(() => useProfileStore.getState().setProfile({ ...buyer, Contact_Type: ['Seller'] }));

  it('lists the pending bids a Seller-only account has placed', async () => {
    api = signedInBuyer([
      makeTask({ Status: 'Pending', What_Id: { id: 'p_1', name: 'Pink Kush' } }),
      makeTask({ Status: 'Approved', What_Id: { id: 'p_3', name: 'Sour Diesel' } }),
    ]);
    asSellerOnly();
    render(<PendingOrders />);
    expect(await screen.findByText('Pink Kush')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pending orders' })).toBeInTheDocument();
    expect(screen.queryByText('Sour Diesel')).not.toBeInTheDocument();
  });

  it('shows nothing to a Seller-only account without pending bids (its listings show instead)', async () => {
    api = signedInBuyer([
      makeTask({ Status: 'Approved', What_Id: { id: 'p_3', name: 'Sour Diesel' } }),
    ]);
    asSellerOnly();
    const { container } = render(<PendingOrders />);
    await waitFor(() => expect(api?.callsTo('GET /tasks').length).toBeGreaterThan(0));
    await waitFor(() => expect(testQueryClient().isFetching()).toBe(0));
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByText('No pending orders found')).not.toBeInTheDocument();
  });

  it("still tells a buyer 'No pending orders found'", async () => {
    api = signedInBuyer([]);
    render(<PendingOrders />);
    expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
  });
});
