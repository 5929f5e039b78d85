import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { bus, useProfileStore } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';
import { BID_MESSAGES } from '@leafbid/domain/schemas';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeProduct,
  makeTask,
  reply,
  resetStoresForTest,
  type FakeApi,
  renderWithQueryClient as render,
} from '@leafbid/shared/testing';
import { PurchaseRequestForm } from './purchase-request-form';

// 50 000 g now + 20 000 g upcoming; minimum request price $2.00 per gram (so $1.38 is 69 %,
// $1.40 is 70 %, $1.70 is 85 %, $1.72 is 86 %).
const product = makeProduct({
  id: 'p_bid',
  Product_Name: 'Pink Kush',
  Grams_Available_When_submitted: 50000,
  Upcoming_QTY_3_Months: 20000,
  Min_Request_G_Including_5_markup: 2,
});

const EXCELLENT_SENT =
  "Thank you for submitting your bid, a member of the operator's team will reach out to you shortly";

let api: FakeApi;

/** The bid announcements on the bus (the orders remote puts them in its list). */
function announcements() {
  const heard: Array<[string, unknown]> = [];
  const created = (event: unknown) => heard.push(['bid:created', event]);
  const deleted = (event: unknown) => heard.push(['bid:deleted', event]);
  bus.on('bid:created', created);
  bus.on('bid:deleted', deleted);
  stopListening = () => {
    bus.off('bid:created', created);
    bus.off('bid:deleted', deleted);
  };
  return heard;
}
let stopListening = () => undefined as void;

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
  api = installFakeApi({
    'POST /tasks': (request) => ({
      data: makeTask({
        id: 't_saved',
        Description: `QUANTITY: ${(request.body as { quantity: number }).quantity}`,
      }),
    }),
  });
});

afterEach(() => {
  stopListening();
  api.restore();
  jest.useRealTimers();
});

function renderForm(options: { product?: Product; onClose?: () => void; user?: UserEvent } = {}) {
  const onClose = options.onClose ?? jest.fn();
  const user = options.user ?? userEvent.setup();
  render(<PurchaseRequestForm product={options.product ?? product} onClose={onClose} />);
  return {
    user,
    onClose,
    quantity: screen.getByLabelText('Quantity (grams)') as HTMLInputElement,
    price: screen.getByLabelText('Price per gram ($)') as HTMLInputElement,
    submit: () => screen.getByRole('button', { name: 'Send a request' }),
  };
}

async function fillBid(
  user: UserEvent,
  quantity: HTMLInputElement,
  price: HTMLInputElement,
  q: string,
  p: string,
) {
  await user.type(quantity, q);
  await user.type(price, p);
}

describe('Purchase request availability check (spec §5, on quantity blur)', () => {
  it("quantity within the grams available now: '✓ {n}g available now'", async () => {
    const { user, quantity } = renderForm();
    await user.type(quantity, '1000');
    expect(screen.queryByText('✓ 1000g available now')).not.toBeInTheDocument();
    await user.tab();
    expect(screen.getByText('✓ 1000g available now')).toBeInTheDocument();
  });

  it("quantity within now plus upcoming: 'Available within 3 months ({now}g now + {upcoming}g upcoming)'", async () => {
    const { user, quantity } = renderForm();
    await user.type(quantity, '60000');
    await user.tab();
    expect(
      screen.getByText('Available within 3 months (50000g now + 20000g upcoming)'),
    ).toBeInTheDocument();
  });

  it("more than now plus upcoming: '❌ Insufficient quantity. Max available: {sum}g' and submit is disabled", async () => {
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '80000', '2');
    await user.tab();
    expect(screen.getByText('❌ Insufficient quantity. Max available: 70000g')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');

    await user.clear(quantity);
    await user.type(quantity, '1500');
    await user.tab();
    expect(screen.getByText('✓ 1500g available now')).toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});

describe("PurchaseRequestForm: the listing's minimum order, checked as typed (issue 18)", () => {
  it('says the minimum as soon as fewer grams are typed, never "available now", and sends nothing', async () => {
    const { user, quantity, price, submit } = renderForm();
    await user.type(quantity, '10');
    expect(
      await screen.findByText('The minimum order for this product is 1 000 g'),
    ).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    await user.tab();
    expect(screen.queryByText(/available now/)).not.toBeInTheDocument();
    await user.type(price, '2');
    await user.click(submit());
    expect(api.callsTo('POST /tasks')).toHaveLength(0);

    await user.clear(quantity);
    await user.type(quantity, '1000');
    await waitFor(() =>
      expect(
        screen.queryByText('The minimum order for this product is 1 000 g'),
      ).not.toBeInTheDocument(),
    );
    await user.tab();
    expect(screen.getByText('✓ 1000g available now')).toBeInTheDocument();
  });

  it('says a negative quantity is not one while it is typed', async () => {
    const { user, quantity } = renderForm();
    await user.type(quantity, '-5');
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();
  });

  it('takes any quantity above 0 when the listing names no minimum', async () => {
    const { user, quantity } = renderForm({ product: { ...product, Min_QTY_Request: null } });
    await user.type(quantity, '10');
    await user.tab();
    expect(screen.getByText('✓ 10g available now')).toBeInTheDocument();
  });
});

describe('Price check (spec §5)', () => {
  it.each([
    ['1.38', '⚠️ This bid is unlikely to get accepted'],
    ['1.4', '💡 Consider going higher to secure your bid'],
    ['1.7', '💡 Consider going higher to secure your bid'],
    ['1.72', '✓ Excellent bid!'],
  ])('a price of $%s per gram shows %s as you type', async (typed, message) => {
    const { user, price } = renderForm();
    await user.type(price, typed);
    expect(screen.getByText(message)).toBeInTheDocument();
  });

  it('the fields take text as the locale writes it, with a decimal or digit keypad (issue 35)', () => {
    const { price, quantity } = renderForm();
    expect(price).toHaveAttribute('type', 'text');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(quantity).toHaveAttribute('inputmode', 'numeric');
  });
});

describe('Submit enabled (spec §5)', () => {
  it('only when quantity and price are filled', async () => {
    const { user, quantity, price, submit } = renderForm();
    expect(submit()).toBeDisabled();
    await user.type(quantity, '1000');
    expect(submit()).toBeDisabled();
    await user.type(price, '2');
    expect(submit()).toBeEnabled();
    await user.clear(quantity);
    expect(submit()).toBeDisabled();
  });

  it("without an email the form shows '❌ You must be logged in to submit a request. User contact data is missing.' and cannot submit", async () => {
    useProfileStore.setState({ profile: makeContact({ Email: null }) });
    const { user, quantity, price, submit } = renderForm();
    expect(
      screen.getByText(
        '❌ You must be logged in to submit a request. User contact data is missing.',
      ),
    ).toBeInTheDocument();
    await fillBid(user, quantity, price, '1000', '2');
    expect(submit()).toBeDisabled();
  });

  it('shows the field rule when a value is not greater than 0', async () => {
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '-5', '2');
    expect(screen.queryByText(/available now/)).not.toBeInTheDocument();
    await user.click(submit());
    expect(await screen.findByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });

  it('a sub-cent price (0.015 $/g) is refused with the whole-cents text, nothing sent', async () => {
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '1000', '0.015');
    await user.click(submit());
    expect(await screen.findByText(BID_MESSAGES.priceWholeCents)).toBeInTheDocument();
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });
});

describe('Request submission (spec §4, §5)', () => {
  it('an excellent bid (86 % or more) submits directly with the thank-you text and clears the form', async () => {
    const heard = announcements();
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '1000', '1.72');
    await user.click(submit());

    expect(await screen.findByText(EXCELLENT_SENT)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.callsTo('POST /tasks').map((c) => c.body)).toEqual([
      {
        productId: 'p_bid',
        quantity: 1000,
        pricePerGram: 1.72,
        clientRequestId: expect.stringMatching(/^temp_/),
      },
    ]);
    expect(quantity).toHaveValue('');
    expect(price).toHaveValue('');
    // Announced on the bus: the bid being sent at once, then the server's task in its place.
    const [sending, saved] = heard;
    expect(heard).toHaveLength(2);
    expect(sending).toEqual([
      'bid:created',
      {
        task: expect.objectContaining({
          id: expect.stringMatching(/^temp_/),
          Status: 'Not Started',
          Subject: 'Purchase request: Pink Kush',
          Description: 'QUANTITY: 1000 PRICE PER GRAM: 1.72 TOTAL: 1720',
          What_Id: { id: 'p_bid', name: 'Pink Kush' },
        }),
      },
    ]);
    const tempId = (sending?.[1] as { task: { id: string } }).task.id;
    expect(
      (api.callsTo('POST /tasks')[0]?.body as { clientRequestId: string }).clientRequestId,
    ).toBe(tempId);
    expect(saved).toEqual([
      'bid:created',
      { task: expect.objectContaining({ id: 't_saved' }), replaces: tempId },
    ]);
  });

  it("a low bid (69 % or less) asks 'Low Bid Warning'; Cancel does not submit, Proceed does", async () => {
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '1000', '1.38');
    await user.click(submit());

    const warning = await screen.findByRole('dialog', { name: 'Low Bid Warning' });
    expect(
      within(warning).getByText(
        'This bid is unlikely to get accepted – would you still like to proceed?',
      ),
    ).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
    expect(quantity).toHaveValue('1 000');
    expect(price).toHaveValue('1.38');

    await user.click(submit());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Low Bid Warning' })).getByRole('button', {
        name: 'Proceed',
      }),
    );
    expect(await screen.findByText('Request sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /tasks')).toHaveLength(1);
  });

  it("a medium bid (70 to 85 %) asks 'Bid Suggestion' and Proceed submits", async () => {
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '1000', '1.7');
    await user.click(submit());

    const suggestion = await screen.findByRole('dialog', { name: 'Bid Suggestion' });
    expect(
      within(suggestion).getByText(
        'If you would like to secure your bid, we would suggest going higher – would you still like to proceed?',
      ),
    ).toBeInTheDocument();
    await user.click(within(suggestion).getByRole('button', { name: 'Proceed' }));
    expect(await screen.findByText('Request sent successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST /tasks').map((c) => c.body)).toEqual([
      {
        productId: 'p_bid',
        quantity: 1000,
        pricePerGram: 1.7,
        clientRequestId: expect.stringMatching(/^temp_/),
      },
    ]);
  });

  it("while sending the button reads 'Sending...' and cannot be pressed again", async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.on('POST /tasks', () => new Promise((resolve) => (answer = resolve)) as never);
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '1000', '2');
    await user.click(submit());

    const sending = await screen.findByRole('button', { name: 'Sending...' });
    expect(sending).toBeDisabled();
    await act(async () => answer({ data: makeTask({ id: 't_late' }) }));
    expect(await screen.findByText(EXCELLENT_SENT)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send a request' })).toBeInTheDocument();
  });

  it("an error shows the server's text and keeps the form values", async () => {
    const heard = announcements();
    api.on('POST /tasks', reply(503, { error: 'Automation service unavailable' }));
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '1000', '2');
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Automation service unavailable');
    expect(quantity).toHaveValue('1 000');
    expect(price).toHaveValue('2.00');
    expect(submit()).toBeEnabled();
    // The bid shown while it was sent leaves the lists again.
    expect(heard.map(([type]) => type)).toEqual(['bid:created', 'bid:deleted']);
    expect((heard[1]?.[1] as { taskId: string }).taskId).toBe(
      (heard[0]?.[1] as { task: { id: string } }).task.id,
    );
  });

  it("an error without a text shows 'Failed to send request.'", async () => {
    api.on('POST /tasks', reply(500));
    const { user, quantity, price, submit } = renderForm();
    await fillBid(user, quantity, price, '1000', '2');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send request.');
    expect(quantity).toHaveValue('1 000');
  });

  it('after a successful send the popup closes after 3 seconds', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { quantity, price, submit, onClose } = renderForm({ user });
    await fillBid(user, quantity, price, '1000', '2');
    await user.click(submit());
    expect(await screen.findByText(EXCELLENT_SENT)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a popup closed while sending is not closed again 3 seconds after the answer', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    let answer: (value: unknown) => void = () => undefined;
    api.on('POST /tasks', () => new Promise((resolve) => (answer = resolve)) as never);
    const onClose = jest.fn();
    const heard = announcements();
    render(<PurchaseRequestForm product={product} onClose={onClose} />);
    await fillBid(
      user,
      screen.getByLabelText('Quantity (grams)'),
      screen.getByLabelText('Price per gram ($)'),
      '1000',
      '2',
    );
    await user.click(screen.getByRole('button', { name: 'Send a request' }));
    await screen.findByRole('button', { name: 'Sending...' });

    cleanup();
    await act(async () => answer({ data: makeTask({ id: 't_after_close' }) }));
    act(() => jest.advanceTimersByTime(5000));
    expect(onClose).not.toHaveBeenCalled();
    // The bid is announced all the same: Orders and the dashboard show it.
    expect(heard.at(-1)).toEqual([
      'bid:created',
      {
        task: expect.objectContaining({ id: 't_after_close' }),
        replaces: expect.stringMatching(/^temp_/),
      },
    ]);
  });
});

describe("A seller's own product (the API refuses a bid on it)", () => {
  it('shows the note instead of the request form', () => {
    const own = makeProduct({ id: 'p_own', Contact_Name: { id: makeContact().id } });
    render(<PurchaseRequestForm product={own} onClose={jest.fn()} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'This is your own listing: you cannot send a request for it.',
    );
    expect(screen.queryByLabelText('Quantity (grams)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a request' })).not.toBeInTheDocument();
  });

  it("someone else's product (or one whose owner is not named) keeps the form", () => {
    const theirs = makeProduct({ id: 'p_theirs', Contact_Name: { id: 'c_someone_else' } });
    render(<PurchaseRequestForm product={theirs} onClose={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Send a request' })).toBeInTheDocument();
    cleanup();
    render(<PurchaseRequestForm product={product} onClose={jest.fn()} />);
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Quantity (grams)')).toBeInTheDocument();
  });
});

describe('issue 18: bids wait for the operator verification of the account', () => {
  it('an account awaiting verification reads why instead of a form that fails; the profile is read again', async () => {
    const awaiting = makeContact({ Account_Verified: false });
    useProfileStore.setState({ profile: awaiting, fetchedAt: Date.now() });
    api.on('GET /contact-by-email', { data: awaiting });
    render(<PurchaseRequestForm product={product} onClose={jest.fn()} />);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Your licence documents are with the Leafbid operator team for review. You can browse the marketplace now; placing bids and listing products open once your account is verified.',
    );
    expect(screen.queryByLabelText('Quantity (grams)')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send a request' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('GET /contact-by-email')).toHaveLength(1));
  });

  it('once the operator has verified it, the refreshed profile brings the form', async () => {
    useProfileStore.setState({
      profile: makeContact({ Account_Verified: false }),
      fetchedAt: Date.now(),
    });
    api.on('GET /contact-by-email', { data: makeContact({ Account_Verified: true }) });
    render(<PurchaseRequestForm product={product} onClose={jest.fn()} />);
    expect(await screen.findByLabelText('Quantity (grams)')).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });
});
