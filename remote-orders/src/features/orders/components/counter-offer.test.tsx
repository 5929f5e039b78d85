// Issue 20: a seller's counter-offer, relayed by the operator, on the buyer's bid card (Orders and
// the dashboard's pending orders): its terms and note, Accept / Decline confirmed in an alert
// dialog, the answer from the API replacing the bid everywhere, errors kept in the dialog, live
// refetch on `counter:updated`; and the Orders screen's 'Download bids (CSV)'.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import { makeTask, networkError, reply, type FakeApi } from '@leafbid/shared/testing';
import type { BuyerCounter } from '../counter-offer';
import { OrdersPage } from './orders-page';
import { PendingOrders } from './pending-orders';
import { render, signedInBuyer } from './test-setup';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

/** A task as the API sends it to its buyer, with its `Counter` (issue 20). */
const withCounter = (task: Task, counter: BuyerCounter | null): Task =>
  Object.assign({}, task, { Counter: counter });

const relayed: BuyerCounter = {
  id: 'co_1',
  quantity: 800,
  price_per_gram: 2,
  total: 1600,
  note: 'We can ship 800 g this week.',
  status: 'relayed',
  relayed_at: '2026-11-24T10:00:00.000Z',
  answered_at: null,
};

const bid = makeTask({
  id: 't_1',
  Status: 'Pending',
  What_Id: { id: 'p_1', name: 'Pink Kush' },
  Description: 'QUANTITY: 1000 PRICE PER GRAM: 2.5 TOTAL: 2500',
});
const countered = withCounter(bid, relayed);

/**
 * What the API answers to accept: the bid with the counter's terms, its counter accepted, and
 * (issue 35) the bid Agreed — settled, no longer editable.
 */
const acceptedBid = withCounter(
  {
    ...bid,
    Status: 'Agreed',
    Description: 'QUANTITY: 800 PRICE PER GRAM: 2 TOTAL: 1600',
    Modified_Time: '2026-11-24T11:00:00.000Z',
  },
  { ...relayed, status: 'accepted', answered_at: '2026-11-24T11:00:00.000Z' },
);
/** What the API answers to decline: the bid unchanged, its counter declined. */
const declinedBid = withCounter(bid, {
  ...relayed,
  status: 'declined',
  answered_at: '2026-11-24T11:00:00.000Z',
});

const COUNTER = 'Counter-offer from the seller';

/** The dd after a dt in `scope`. */
const value = (scope: HTMLElement, term: string): string | null | undefined =>
  within(scope).getByText(term).nextElementSibling?.textContent;

/** The Orders page with the countered bid's card; its Accept or Decline button pressed. */
async function answerTheCounter(action: 'Accept' | 'Decline') {
  const user = userEvent.setup();
  render(<OrdersPage />);
  const card = await screen.findByRole('article', { name: 'Pink Kush' });
  await user.click(
    within(card).getByRole('button', { name: `${action} the counter-offer for Pink Kush` }),
  );
  return { user, card };
}

describe('a relayed counter-offer on the bid card', () => {
  it('Orders: the card shows the counter’s quantity, price per gram, total and note, with Accept and Decline', async () => {
    api = signedInBuyer([countered]);
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const offer = within(card).getByRole('region', { name: COUNTER });
    expect(within(offer).getByRole('heading', { level: 4, name: COUNTER })).toBeInTheDocument();
    expect(value(offer, 'Quantity')).toBe('800 g');
    expect(value(offer, 'Price per gram')).toBe('$2.00');
    expect(value(offer, 'Total')).toBe('$1,600.00');
    expect(value(offer, 'Note')).toBe('We can ship 800 g this week.');
    expect(
      within(offer).getByRole('button', { name: 'Accept the counter-offer for Pink Kush' }),
    ).toHaveTextContent('Accept');
    expect(
      within(offer).getByRole('button', { name: 'Decline the counter-offer for Pink Kush' }),
    ).toHaveTextContent('Decline');
    // The bid's own terms are still the card's until the buyer accepts.
    expect(within(card).getAllByText('1 000 g')).toHaveLength(1);
    expect(within(card).getByText('$2,500.00')).toBeInTheDocument();
  });

  it('the dashboard’s pending orders show it on the item too', async () => {
    api = signedInBuyer([countered]);
    render(<PendingOrders />);
    const offer = await screen.findByRole('region', { name: COUNTER });
    expect(within(offer).getByRole('heading', { level: 3, name: COUNTER })).toBeInTheDocument();
    expect(value(offer, 'Quantity')).toBe('800 g');
    expect(value(offer, 'Price per gram')).toBe('$2.00');
    expect(value(offer, 'Total')).toBe('$1,600.00');
    expect(value(offer, 'Note')).toBe('We can ship 800 g this week.');
    expect(
      within(offer).getByRole('button', { name: 'Accept the counter-offer for Pink Kush' }),
    ).toBeInTheDocument();
  });

  it('a counter without a note shows no Note line', async () => {
    api = signedInBuyer([withCounter(bid, { ...relayed, note: null })]);
    render(<OrdersPage />);
    const offer = await screen.findByRole('region', { name: COUNTER });
    expect(within(offer).queryByText('Note')).not.toBeInTheDocument();
  });

  it.each<[string, Task]>([
    ['no Counter field', bid],
    ['Counter: null', withCounter(bid, null)],
    ['a proposed counter', withCounter(bid, { ...relayed, status: 'proposed' })],
    ['a withdrawn counter', withCounter(bid, { ...relayed, status: 'withdrawn' })],
    ['an unreadable counter', Object.assign({}, bid, { Counter: { quantity: 'lots' } })],
  ])('%s: no counter-offer and no Accept or Decline', async (_, task) => {
    api = signedInBuyer([task]);
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(card).queryByRole('region', { name: COUNTER })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /counter-offer/ })).not.toBeInTheDocument();
    expect(within(card).queryByText(/Counter-offer/)).not.toBeInTheDocument();
    // Edit and Delete are still there.
    expect(
      within(card)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit', 'Delete']);
  });

  it.each<[string, Task, string]>([
    ['an accepted', acceptedBid, 'Counter-offer accepted'],
    ['a declined', declinedBid, 'Counter-offer declined'],
  ])('%s counter is a line of history, without buttons', async (_, task, outcome) => {
    api = signedInBuyer([task]);
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(card).getByRole('status')).toHaveTextContent(`${outcome} · 800 g at $2.00/g`);
    expect(within(card).queryByRole('region', { name: COUNTER })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /counter-offer/ })).not.toBeInTheDocument();
  });

  it('issue 35: a relayed counter on a bid approved meanwhile is not offered (counters apply to pending bids only)', async () => {
    api = signedInBuyer([withCounter({ ...bid, Status: 'Approved' }, relayed)]);
    const user = userEvent.setup();
    render(<OrdersPage />);
    await user.click(await screen.findByRole('tab', { name: 'Approved' }));
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(card).queryByRole('region', { name: COUNTER })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('issue 35: an accepted counter-offer settles the bid (Agreed)', () => {
  const AGREED =
    'Agreed — you accepted the seller’s counter-offer. Its terms can no longer be changed.';

  it('Orders: the Agreed bid stays on the Pending tab, says Agreed and why, without Edit or Delete', async () => {
    api = signedInBuyer([acceptedBid]);
    render(<OrdersPage />);
    expect(await screen.findByRole('tab', { name: 'Pending' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(value(card, 'Status')).toBe('Agreed');
    expect(within(card).getByText(AGREED)).toBeInTheDocument();
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Counter-offer accepted · 800 g at $2.00/g',
    );
    expect(within(card).queryByRole('button')).not.toBeInTheDocument();
  });

  it('the dashboard’s pending orders list it, with the same words and no Edit or Delete', async () => {
    api = signedInBuyer([acceptedBid]);
    render(<PendingOrders />);
    const widget = await screen.findByRole('region', { name: 'Pending orders' });
    expect(await within(widget).findByText(AGREED)).toBeInTheDocument();
    expect(within(widget).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
  });
});

describe('Accept', () => {
  it('confirms in an alert dialog, POSTs /tasks/{id}/counter/accept, and the card takes the new terms', async () => {
    api = signedInBuyer([countered], { 'POST /tasks/:id/counter/accept': { data: acceptedBid } });
    const updated = jest.fn();
    bus.on('bid:updated', updated);
    const { user, card } = await answerTheCounter('Accept');

    const dialog = await screen.findByRole('alertdialog', { name: 'Accept the counter-offer?' });
    expect(dialog).toHaveAccessibleDescription(
      'The bid takes these terms: 800 g at $2.00/g, total $1,600.00. It is then agreed: you can no longer edit or delete it.',
    );
    // Focus is in the dialog; nothing is sent before the confirm.
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(api.callsTo('POST /tasks/:id/counter/accept')).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    const calls = api.callsTo('POST /tasks/:id/counter/accept');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.path).toBe('/tasks/t_1/counter/accept');
    expect(api.callsTo('POST /tasks/:id/counter/decline')).toHaveLength(0);

    // The bid's terms are the counter's; the counter is history.
    const figures = card.querySelector('.or-card__figures') as HTMLElement;
    expect(value(figures, 'Quantity')).toBe('800 g');
    expect(value(figures, 'Price per gram')).toBe('$2.00');
    expect(value(figures, 'Total')).toBe('$1,600.00');
    const outcome = within(card).getByRole('status');
    expect(outcome).toHaveTextContent('Counter-offer accepted');
    expect(within(card).queryByRole('region', { name: COUNTER })).not.toBeInTheDocument();
    // Issue 35: the bid is Agreed, on the same tab: no Edit or Delete any more.
    expect(value(card, 'Status')).toBe('Agreed');
    expect(within(card).queryByRole('button', { name: /Edit|Delete/ })).not.toBeInTheDocument();
    // The buttons are gone: focus goes to the outcome, not the page's body.
    expect(outcome).toHaveFocus();
    // The other views and tabs hear it.
    expect(updated).toHaveBeenCalledWith({ task: acceptedBid });
    bus.off('bid:updated', updated);
  });

  it('accepted on the dashboard, the Orders card shows the new terms too (one cache, the bus)', async () => {
    api = signedInBuyer([countered], { 'POST /tasks/:id/counter/accept': { data: acceptedBid } });
    const user = userEvent.setup();
    render(
      <>
        <PendingOrders />
        <OrdersPage />
      </>,
    );
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const widget = screen.getByRole('region', { name: 'Pending orders' });
    await user.click(
      within(widget).getByRole('button', { name: 'Accept the counter-offer for Pink Kush' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Accept' }),
    );
    await waitFor(() => expect(within(card).getByRole('status')).toHaveTextContent('accepted'));
    expect(within(card).getByText('$1,600.00')).toBeInTheDocument();
    expect(within(widget).getByRole('status')).toHaveTextContent('Counter-offer accepted');
    expect(within(widget).getByText('$1,600.00')).toBeInTheDocument();
    expect(screen.queryAllByRole('region', { name: COUNTER })).toHaveLength(0);
    expect(api.callsTo('POST /tasks/:id/counter/accept')).toHaveLength(1);
  });

  it('Cancel (and Escape) close the dialog without a call; focus returns to the button', async () => {
    api = signedInBuyer([countered]);
    const user = userEvent.setup();
    render(<OrdersPage />);
    const accept = await screen.findByRole('button', {
      name: 'Accept the counter-offer for Pink Kush',
    });
    await user.click(accept);
    await user.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(accept).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /tasks/:id/counter/accept')).toHaveLength(0);
    expect(screen.getByRole('region', { name: COUNTER })).toBeInTheDocument();
  });
});

describe('Decline', () => {
  it('confirms, POSTs /tasks/{id}/counter/decline; the bid keeps its terms, the counter is declined', async () => {
    api = signedInBuyer([countered], { 'POST /tasks/:id/counter/decline': { data: declinedBid } });
    const { user, card } = await answerTheCounter('Decline');
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline the counter-offer?' });
    expect(dialog).toHaveAccessibleDescription(
      'The bid keeps its own terms and the counter-offer is closed.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));

    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /tasks/:id/counter/decline')[0]?.path).toBe(
      '/tasks/t_1/counter/decline',
    );
    expect(api.callsTo('POST /tasks/:id/counter/accept')).toHaveLength(0);
    const figures = card.querySelector('.or-card__figures') as HTMLElement;
    expect(value(figures, 'Quantity')).toBe('1 000 g');
    expect(value(figures, 'Total')).toBe('$2,500.00');
    expect(within(card).getByRole('status')).toHaveTextContent(
      'Counter-offer declined · 800 g at $2.00/g',
    );
    expect(within(card).queryByRole('button', { name: /counter-offer/ })).not.toBeInTheDocument();
  });

  it('from the dashboard widget', async () => {
    api = signedInBuyer([countered], { 'POST /tasks/:id/counter/decline': { data: declinedBid } });
    const user = userEvent.setup();
    render(<PendingOrders />);
    await user.click(
      await screen.findByRole('button', { name: 'Decline the counter-offer for Pink Kush' }),
    );
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline' }),
    );
    expect(await screen.findByText('Counter-offer declined')).toBeInTheDocument();
    expect(api.callsTo('POST /tasks/:id/counter/decline')).toHaveLength(1);
  });
});

describe('a refused answer keeps the dialog open with the reason', () => {
  it("the API's reason (409: withdrawn meanwhile), and the list is read again", async () => {
    api = signedInBuyer([countered], {
      'POST /tasks/:id/counter/accept': reply(409, {
        error: 'This counter-offer can no longer be answered.',
        code: 'domain.api.counterNotOpen',
      }),
    });
    const user = userEvent.setup();
    render(<OrdersPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Accept the counter-offer for Pink Kush' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This counter-offer can no longer be answered.',
    );
    expect(screen.getByRole('alertdialog')).toBe(dialog);
    expect(within(dialog).getByRole('button', { name: 'Accept' })).toBeEnabled();
    await waitFor(() => expect(api?.callsTo('GET /tasks')).toHaveLength(2));
    // Nothing changed on the card (behind the dialog, hidden from assistive technology).
    const card = screen.getByRole('article', { name: 'Pink Kush', hidden: true });
    expect(within(card).getByText('$2,500.00')).toBeInTheDocument();
  });

  it.each([
    ['a server error', reply(500, {}), 'Could not answer the counter-offer. Please try again.'],
    [
      'a network failure',
      networkError(),
      'Network error. Please check your connection and try again.',
    ],
  ])('%s: its message; trying again may succeed', async (_, failure, message) => {
    api = signedInBuyer([countered], {
      'POST /tasks/:id/counter/decline': [failure, { data: declinedBid }],
    });
    const user = userEvent.setup();
    render(<OrdersPage />);
    await user.click(
      await screen.findByRole('button', { name: 'Decline the counter-offer for Pink Kush' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);

    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.getByText('Counter-offer declined')).toBeInTheDocument();
  });
});

describe('live', () => {
  it('counter:updated (only ids and the status) refetches the tasks: a relayed counter appears', async () => {
    api = signedInBuyer([], { 'GET /tasks': [{ data: [bid] }, { data: [countered] }] });
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(card).queryByRole('region', { name: COUNTER })).not.toBeInTheDocument();

    act(() =>
      bus.emit('counter:updated', { counter: { id: 'co_1', task_id: 't_1', status: 'relayed' } }),
    );
    expect(await within(card).findByRole('region', { name: COUNTER })).toBeInTheDocument();
    expect(api.callsTo('GET /tasks')).toHaveLength(2);
  });

  it('a counter withdrawn meanwhile leaves the dashboard item', async () => {
    api = signedInBuyer([], { 'GET /tasks': [{ data: [countered] }, { data: [bid] }] });
    render(<PendingOrders />);
    await screen.findByRole('region', { name: COUNTER });
    act(() =>
      bus.emit('counter:updated', {
        counter: { id: 'co_1', task_id: 't_1', status: 'withdrawn' },
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: COUNTER })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Pink Kush')).toBeInTheDocument();
  });

  it('bid:updated carrying the answered counter (another tab) updates the card without a refetch', async () => {
    api = signedInBuyer([countered]);
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    await within(card).findByRole('region', { name: COUNTER });
    act(() => bus.emit('bid:updated', { task: acceptedBid }));
    expect(await within(card).findByText('Counter-offer accepted')).toBeInTheDocument();
    expect(within(card).getByText('$1,600.00')).toBeInTheDocument();
    expect(api.callsTo('GET /tasks')).toHaveLength(1);
  });
});

describe("Orders: 'Download bids (CSV)' (issue 20)", () => {
  it('is a download link to the API’s /exports/bids.csv, with no token in it; a click fetches it with the bearer token (issue 35)', async () => {
    api = signedInBuyer([bid]);
    render(<OrdersPage />);
    const link = await screen.findByRole('link', { name: 'Download bids (CSV)' });
    expect(link).toHaveAttribute('href', 'http://api.leafbid.test/exports/bids.csv?lang=en-CA');
    expect(link).toHaveAttribute('download');
    expect(link.getAttribute('href')).not.toMatch(/token/);
    await userEvent.click(link);
    // No fake route for the export: the failure is said in words beside the link.
    expect(await screen.findByText(/^The download failed: /)).toBeInTheDocument();
    const [call] = api.callsTo('GET /exports/bids.csv');
    expect(call!.query).toEqual({ lang: 'en-CA' });
    expect(call!.headers.Authorization).toMatch(/^Bearer /);
  });
});
