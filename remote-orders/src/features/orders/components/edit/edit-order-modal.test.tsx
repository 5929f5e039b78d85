import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { bus } from '@leafbid/shared';
import type { Task } from '@leafbid/domain';
import { reply, type FakeAnswer, type FakeApi, type FakeRoute } from '@leafbid/shared/testing';
import { OrdersPage } from '../orders-page';
import { PendingOrders } from '../pending-orders';
import { pinkKushBid, pinkKushProduct, render, signedInBuyer } from '../test-setup';
import { UPDATE_FAILURES, insufficientQuantity } from '../../testing/update-failures';

// Spec §2 'Edit Order Request', §5 Edit bid, §8 Order edit, §9 (1.5 s).

let api: FakeApi | undefined;
afterEach(() => {
  api?.restore();
  jest.useRealTimers();
});

const bid = pinkKushBid;
const product = pinkKushProduct;

function setUp(routes: Record<string, FakeRoute> = {}, tasks: Task[] = [bid]): FakeApi {
  return signedInBuyer(tasks, { 'GET /products/:id': { product }, ...routes });
}

/** Renders /orders and opens the popup from the Pink Kush card. */
async function openEdit(user: UserEvent) {
  render(<OrdersPage />);
  const card = await screen.findByRole('article', { name: 'Pink Kush' });
  await user.click(
    within(card).getByRole('button', { name: 'Edit the order request for Pink Kush' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Edit Order Request' });
  return {
    dialog,
    card: () => screen.getByRole('article', { name: 'Pink Kush', hidden: true }),
    quantity: within(dialog).getByLabelText('Quantity (grams)'),
    price: within(dialog).getByLabelText('Price per gram ($)'),
    save: within(dialog).getByRole('button', { name: /^(Save|Saving\.\.\.)$/ }),
  };
}

async function retype(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

describe('Edit Order Request', () => {
  it('opens with the bid: the product named, quantity (grams, min 1, required) and price per gram (step 0.01, min 0.01, required)', async () => {
    api = setUp();
    const user = userEvent.setup();
    const { dialog, quantity, price, save } = await openEdit(user);
    expect(dialog).toHaveAccessibleDescription('Pink Kush');
    // Issue 35: text fields read as the locale writes them (the minimum 1 g and $0.01, and whole
    // cents, are the schema's rules, tested below), shown as the locale writes them.
    expect(quantity).toHaveValue('100');
    expect(quantity).toHaveAttribute('inputmode', 'numeric');
    expect(quantity).toBeRequired();
    expect(price).toHaveValue('2.00');
    expect(price).toHaveAttribute('inputmode', 'decimal');
    expect(price).toBeRequired();
    expect(save).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('saves: the card changes at once, PUT /tasks/{id}, the success text, and the popup closes 1.5 s later', async () => {
    jest.useFakeTimers();
    let answer: (value: FakeAnswer) => void = () => undefined;
    api = setUp({ 'PUT /tasks/:id': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { dialog, card, quantity, price, save } = await openEdit(user);

    await retype(user, quantity, '250');
    await retype(user, price, '3.5');
    await user.click(save);

    // Saving: Save is off and says so; the card already shows the new bid (spec §4).
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(card()).getByText('250 g')).toBeInTheDocument();
    expect(within(card()).getByText('$3.50')).toBeInTheDocument();
    expect(within(card()).getByText('$875.00')).toBeInTheDocument();
    expect(api.callsTo('PUT /tasks/:id')[0]).toMatchObject({
      path: '/tasks/t_pink',
      body: { quantity: 250, pricePerGram: 3.5 },
    });

    await act(async () =>
      answer({
        data: { ...bid, Description: 'QUANTITY: 250 PRICE PER GRAM: 3.5 TOTAL: 875' },
      }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Order updated and sent successfully!',
    );
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();

    act(() => jest.advanceTimersByTime(1499));
    expect(screen.getByRole('dialog', { name: 'Edit Order Request' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(within(card()).getByText('250 g')).toBeInTheDocument();
  });

  it("validates on blur: 'Quantity must be greater than 0', 'Price must be greater than $0'; Save only when both are valid", async () => {
    api = setUp();
    const user = userEvent.setup();
    const { dialog, quantity, price, save } = await openEdit(user);

    await retype(user, quantity, '0');
    // Save follows the values at once; the message waits for the blur.
    expect(save).toBeDisabled();
    expect(within(dialog).queryByText('Quantity must be greater than 0')).not.toBeInTheDocument();
    await user.tab();
    expect(within(dialog).getByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');

    await retype(user, quantity, '');
    await user.tab();
    expect(within(dialog).getByText('Quantity must be greater than 0')).toBeInTheDocument();

    await retype(user, quantity, '150');
    await retype(user, price, '0');
    await user.tab();
    expect(within(dialog).getByText('Price must be greater than $0')).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();

    await retype(user, price, '2.5');
    expect(save).toBeEnabled();
    await user.tab();
    expect(within(dialog).queryByText(/must be greater than/)).not.toBeInTheDocument();
    expect(api.callsTo('PUT /tasks/:id')).toHaveLength(0);
  });

  it("holds the bid to the listing's minimum order, as the API does (issue 18)", async () => {
    api = setUp();
    const user = userEvent.setup();
    const { dialog, quantity, save } = await openEdit(user);
    await retype(user, quantity, '50');
    expect(save).toBeDisabled();
    await user.tab();
    expect(
      within(dialog).getByText('The minimum order for this product is 100 g'),
    ).toBeInTheDocument();
    expect(within(dialog).queryByText(/available now/)).not.toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');

    await retype(user, quantity, '100');
    expect(save).toBeEnabled();
    await user.tab();
    expect(within(dialog).getByText('✓ 100g available now')).toBeInTheDocument();
    expect(api.callsTo('PUT /tasks/:id')).toHaveLength(0);
  });

  it('the same rules as the API: whole grams, at least $0.01 in whole cents', async () => {
    api = setUp();
    const user = userEvent.setup();
    const { dialog, quantity, price, save } = await openEdit(user);
    await retype(user, quantity, '1.5');
    await user.tab();
    expect(
      within(dialog).getByText('Quantity must be a whole number of grams'),
    ).toBeInTheDocument();
    await retype(user, quantity, '5');
    await retype(user, price, '0.001');
    await user.tab();
    expect(within(dialog).getByText('Price per gram must be at least $0.01')).toBeInTheDocument();
    await retype(user, price, '1.005');
    await user.tab();
    expect(
      within(dialog).getByText(
        'Price per gram must be a whole number of cents (e.g. 0.01, not 0.015)',
      ),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it("the request form's availability check runs on quantity blur; more than now + upcoming turns Save off", async () => {
    api = setUp();
    const user = userEvent.setup();
    const { dialog, quantity, save } = await openEdit(user);
    // The product's figures arrive from GET /products/{id}.
    await within(dialog).findByText('Minimum request price: $2.00 per gram');
    expect(api.callsTo('GET /products/:id')[0]?.path).toBe('/products/p_pink');

    await retype(user, quantity, '900');
    await user.tab();
    expect(within(dialog).getByText('✓ 900g available now')).toBeInTheDocument();

    await retype(user, quantity, '1200');
    expect(within(dialog).queryByText('✓ 900g available now')).not.toBeInTheDocument();
    await user.tab();
    expect(
      within(dialog).getByText('Available within 3 months (1000g now + 500g upcoming)'),
    ).toBeInTheDocument();
    expect(save).toBeEnabled();

    await retype(user, quantity, '1501');
    await user.tab();
    expect(
      within(dialog).getByText('❌ Insufficient quantity. Max available: 1500g'),
    ).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    expect(save).toBeDisabled();
  });

  it('a quantity checked before the product has arrived gets its availability once it does', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    api = setUp({ 'GET /products/:id': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    const { dialog, quantity, save } = await openEdit(user);
    await retype(user, quantity, '1600');
    await user.tab();
    expect(within(dialog).queryByText(/Insufficient/)).not.toBeInTheDocument();
    await act(async () => answer({ product }));
    // The query's answer reaches the screen on its next tick.
    expect(
      await within(dialog).findByText('❌ Insufficient quantity. Max available: 1500g'),
    ).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it.each([
    ['1.38', '⚠️ This bid is unlikely to get accepted'],
    ['1.40', '💡 Consider going higher to secure your bid'],
    ['1.70', '💡 Consider going higher to secure your bid'],
    ['1.72', '✓ Excellent bid!'],
  ])("the price-quality hint at $%s/g of a $2.00 minimum: '%s'", async (value, hint) => {
    api = setUp();
    const user = userEvent.setup();
    const { dialog, price } = await openEdit(user);
    await within(dialog).findByText('Minimum request price: $2.00 per gram');
    await retype(user, price, value);
    expect(within(dialog).getByText(hint)).toBeInTheDocument();
  });

  it('without the product (deleted or hidden) there are no hints, and the bid can still be edited', async () => {
    api = setUp({ 'GET /products/:id': reply(404, { error: 'Failed to fetch product' }) });
    const user = userEvent.setup();
    const { dialog, quantity, save } = await openEdit(user);
    await waitFor(() => expect(api?.callsTo('GET /products/:id')).toHaveLength(1));
    await retype(user, quantity, '5000');
    await user.tab();
    expect(within(dialog).queryByText(/available|Minimum request price/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    expect(save).toBeEnabled();
  });

  it.each<[string, FakeAnswer, string]>([
    ...UPDATE_FAILURES,
    insufficientQuantity("the API's availability re-check", 150),
  ])('on %s: the §8 text in the popup, the old bid back on the card', async (_c, answer, text) => {
    api = setUp({ 'PUT /tasks/:id': answer });
    const user = userEvent.setup();
    const { dialog, card, quantity, save } = await openEdit(user);
    await retype(user, quantity, '120');
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(text);
    expect(within(card()).getByText('100 g')).toBeInTheDocument();
    expect(within(card()).getByText('$200.00')).toBeInTheDocument();
    // The popup stays open, so the user can try again.
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('approved by the operator while open: the 409 is a clear message, Save stays off and the card moves to Approved', async () => {
    api = setUp({
      'PUT /tasks/:id': reply(409, { error: 'This order request can no longer be changed.' }),
      'GET /tasks': [{ data: [bid] }, { data: [{ ...bid, Status: 'Approved' }] }],
    });
    const user = userEvent.setup();
    const { dialog, quantity, save } = await openEdit(user);
    await retype(user, quantity, '120');
    await user.click(save);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This order request can no longer be changed.',
    );
    await waitFor(() => expect(api?.callsTo('GET /tasks')).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('article', { name: 'Pink Kush' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('dialog', { name: 'Edit Order Request' })).toBeInTheDocument();
    expect(save).toBeDisabled();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    const approved = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(approved).getByText('100 g')).toBeInTheDocument();
    expect(within(approved).queryByRole('button')).not.toBeInTheDocument();
  });

  it('deleted meanwhile (e.g. in another tab): the popup says so and Save stays off', async () => {
    api = setUp();
    const user = userEvent.setup();
    const { dialog, save } = await openEdit(user);
    act(() => bus.emit('bid:deleted', { taskId: 't_pink' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Order request not found');
    expect(save).toBeDisabled();
  });

  it('keyboard: Enter on Edit opens it, Enter in a field saves, Escape closes and focus returns to Edit', async () => {
    api = setUp({
      'PUT /tasks/:id': {
        data: { ...bid, Description: 'QUANTITY: 150 PRICE PER GRAM: 2 TOTAL: 300' },
      },
    });
    const user = userEvent.setup();
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const edit = within(card).getByRole('button', { name: 'Edit the order request for Pink Kush' });
    edit.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Order Request' });
    const quantity = within(dialog).getByLabelText('Quantity (grams)');
    await user.click(quantity);
    await user.keyboard('{Control>}a{/Control}150{Enter}');
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Order updated and sent successfully!',
    );
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Pink Kush' })).getByText('150 g'),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Edit the order request for Pink Kush' }),
      ).toHaveFocus(),
    );
  });

  it("from the dashboard's pending orders too, and Orders shows the change without a reload", async () => {
    api = setUp({
      'PUT /tasks/:id': {
        data: { ...bid, Description: 'QUANTITY: 300 PRICE PER GRAM: 2 TOTAL: 600' },
      },
    });
    const user = userEvent.setup();
    render(
      <>
        <PendingOrders />
        <OrdersPage />
      </>,
    );
    const widget = screen.getByRole('region', { name: 'Pending orders' });
    const hidden = { hidden: true }; // behind the open popup
    await within(widget).findByText('Pink Kush');
    await user.click(
      within(widget).getByRole('button', { name: 'Edit the order request for Pink Kush' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Order Request' });
    await retype(user, within(dialog).getByLabelText('Quantity (grams)'), '300');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await within(dialog).findByText('Order updated and sent successfully!');
    expect(within(widget).getByText('300 g')).toBeInTheDocument();
    expect(
      within(screen.getByRole('article', { name: 'Pink Kush', ...hidden })).getByText('300 g'),
    ).toBeInTheDocument();
    expect(api.callsTo('GET /tasks')).toHaveLength(1);
  });
});
