import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProfileStore } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import { makeTask, reply, type FakeApi } from '@leafbid/shared/testing';
import { OrdersPage } from './orders-page';
import { announceBid, approvedBid, buyer, pendingBid, render, signedInBuyer } from './test-setup';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const notStartedBid = makeTask({
  id: 't_new',
  Status: 'Not Started',
  What_Id: null,
  Description: 'QUANTITY: 500 TOTAL: 1000',
});
const completedBid = makeTask({
  id: 't_done',
  Status: 'Completed',
  What_Id: { id: 'p_3', name: 'Sour Diesel' },
});
const supportRequest = makeTask({
  id: 't_support',
  Subject: 'New support request',
  Task_Type: null,
  Status: 'Not Started',
  What_Id: { id: 'x', name: 'Support ticket' },
});

const cards = (): HTMLElement[] => screen.queryAllByRole('article');

describe('OrdersPage — spec §2 Orders screen', () => {
  it("loads the profile's tasks (GET /tasks?who_id=) and shows heading, tabs and the call-to-action", async () => {
    api = signedInBuyer([pendingBid]);
    render(<OrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(api.callsTo('GET /tasks')[0]?.query).toEqual({ who_id: buyer.id });
  });

  it('Pending tab: order requests Not Started or Pending, parsed into cards ("-" when missing, "Untitled Product")', async () => {
    api = signedInBuyer([pendingBid, notStartedBid, approvedBid, completedBid, supportRequest]);
    render(<OrdersPage />);
    const pink = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(pink).getByText('1 000 g')).toBeInTheDocument();
    expect(within(pink).getByText('$2.50')).toBeInTheDocument();
    expect(within(pink).getByText('$2,500.00')).toBeInTheDocument();

    const untitled = screen.getByRole('article', { name: 'Untitled Product' });
    expect(within(untitled).getByText('500 g')).toBeInTheDocument();
    expect(within(untitled).getByText('-')).toBeInTheDocument();
    expect(within(untitled).getByText('$1,000.00')).toBeInTheDocument();

    expect(cards()).toHaveLength(2);
    expect(screen.queryByText('Support ticket')).not.toBeInTheDocument();
  });

  it('each card names its reference, the day it was placed and its status (issue 18)', async () => {
    api = signedInBuyer([
      { ...pendingBid, id: 't_Ab3xY9qLmnop', Created_Time: '2026-11-23T15:00:00.000Z' },
      { ...notStartedBid, Created_Time: null },
    ]);
    render(<OrdersPage />);
    const pink = await screen.findByRole('article', { name: 'Pink Kush' });
    const value = (card: HTMLElement, term: string) =>
      within(card).getByText(term).nextElementSibling?.textContent;
    expect(value(pink, 'Reference')).toBe('#Ab3xY9qL');
    expect(value(pink, 'Placed')).toBe('November 23, 2026');
    expect(value(pink, 'Status')).toBe('Pending');
    const untitled = screen.getByRole('article', { name: 'Untitled Product' });
    expect(value(untitled, 'Placed')).toBe('-');
    expect(value(untitled, 'Status')).toBe('Not Started');
  });

  it("each card links to its product's page, /marketplace/{id} (issue 18); one without a product does not", async () => {
    api = signedInBuyer([pendingBid, notStartedBid]);
    render(<OrdersPage />);
    const pink = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(pink).getByRole('link', { name: 'Pink Kush' })).toHaveAttribute(
      'href',
      '/marketplace/p_1',
    );
    const untitled = screen.getByRole('article', { name: 'Untitled Product' });
    expect(within(untitled).queryByRole('link')).toBeNull();
  });

  it('Approved tab (keyboard): order requests Approved or Completed', async () => {
    api = signedInBuyer([pendingBid, approvedBid, completedBid, supportRequest]);
    const user = userEvent.setup();
    render(<OrdersPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });

    // The header's 'Download bids (CSV)' first (issue 20), then the tabs.
    await user.tab();
    expect(screen.getByRole('link', { name: 'Download bids (CSV)' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Approved' })).toHaveAttribute('aria-selected', 'true');

    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Blue Dream', 'Sour Diesel']);
    const blue = screen.getByRole('article', { name: 'Blue Dream' });
    expect(within(blue).getByText('2 000 g')).toBeInTheDocument();
    expect(within(blue).getByText('$3.00')).toBeInTheDocument();
    expect(within(blue).getByText('$6,000.00')).toBeInTheDocument();
  });

  it('Edit and Delete appear only on tasks with status Not Started or Pending', async () => {
    api = signedInBuyer([pendingBid, notStartedBid, approvedBid, completedBid]);
    const user = userEvent.setup();
    render(<OrdersPage />);
    const pink = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(
      within(pink).getByRole('button', { name: 'Edit the order request for Pink Kush' }),
    ).toHaveTextContent('Edit');
    expect(
      within(pink).getByRole('button', { name: 'Delete the order request for Pink Kush' }),
    ).toHaveTextContent('Delete');
    const untitled = screen.getByRole('article', { name: 'Untitled Product' });
    expect(
      within(untitled)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete']);

    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    await screen.findByRole('article', { name: 'Blue Dream' });
    for (const card of cards()) expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('a bid still being sent (temp_ id, no server id yet) has no Edit or Delete', async () => {
    api = signedInBuyer([{ ...pendingBid, id: 'temp_sending' }]);
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it("empty tabs say 'No pending orders found' and 'No approved orders found'", async () => {
    api = signedInBuyer([supportRequest]);
    const user = userEvent.setup();
    render(<OrdersPage />);
    expect(await screen.findByText('No pending orders found')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(screen.getByText('No approved orders found')).toBeInTheDocument();
  });

  it('shows a loading state, then the list', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<{ data: Task[] }>((resolve) => {
      answer = () => resolve({ data: [pendingBid] });
    });
    api = signedInBuyer([], { 'GET /tasks': () => answered });
    render(<OrdersPage />);
    expect(
      await screen.findByRole('status', { name: 'Loading pending orders' }),
    ).toBeInTheDocument();
    await act(async () => answer());
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('a failed load shows the error with Retry, which refetches', async () => {
    api = signedInBuyer([], {
      'GET /tasks': [reply(500, { error: 'Failed to fetch tasks' }), { data: [pendingBid] }],
    });
    const user = userEvent.setup();
    render(<OrdersPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch tasks');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fetches the profile when the host has not loaded it', async () => {
    api = signedInBuyer([pendingBid], { 'GET /contact-by-email': { data: buyer } });
    act(() => useProfileStore.setState({ profile: null, fetchedAt: null }));
    render(<OrdersPage />);
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(api.callsTo('GET /contact-by-email')).toHaveLength(1);
  });

  it('a bid placed on the marketplace (announced on the bus) appears on the Pending tab without a reload', async () => {
    const created = makeTask({
      id: 't_created',
      Status: 'Not Started',
      What_Id: { id: 'p_7', name: 'Northern Lights' },
      Description: 'QUANTITY: 3000 PRICE PER GRAM: 2 TOTAL: 6000',
    });
    api = signedInBuyer([pendingBid]);
    render(<OrdersPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });

    // What the marketplace's purchase form announces: the bid at once, then the server's task.
    act(() => announceBid(created)());
    const card = await screen.findByRole('article', { name: 'Northern Lights' });
    expect(cards()).toHaveLength(2);
    expect(within(card).getByText('3 000 g')).toBeInTheDocument();
    expect(within(card).getByText('$6,000.00')).toBeInTheDocument();
    expect(api.callsTo('GET /tasks')).toHaveLength(1);
  });
});
