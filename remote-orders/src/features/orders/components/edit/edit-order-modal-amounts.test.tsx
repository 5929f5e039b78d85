// Issue 35: the Edit Order Request popup reads quantity and price as the locale writes them,
// shows the total as typed, confirms a price far above the minimum, and says in words why Save
// is off.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import type { FakeApi } from '@leafbid/shared/testing';
import domainFr from '@leafbid/domain/locales/fr-CA.json';
import fr from '../../../../locales/fr-CA.json';
import { OrdersPage } from '../orders-page';
import { pinkKushBid, pinkKushProduct, render, signedInBuyer } from '../test-setup';

const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s/g, ' ');

const bid = pinkKushBid;
const product = pinkKushProduct;

let api: FakeApi;
beforeEach(() => {
  api = signedInBuyer([bid], {
    'GET /products/:id': { product },
    'PUT /tasks/:id': (request) => ({
      data: { ...bid, Description: JSON.stringify(request.body) },
    }),
  });
});
afterEach(() => {
  api.restore();
  resetTestLocale();
});

async function openEdit(user: UserEvent) {
  render(<OrdersPage />);
  const card = await screen.findByRole('article', { name: /Pink Kush/ });
  await user.click(within(card).getAllByRole('button')[0]!);
  const dialog = await screen.findByRole('dialog');
  const [quantity, price] = within(dialog).getAllByRole('textbox') as [HTMLElement, HTMLElement];
  const save = within(dialog).getByRole('button', { name: /^(Save|Enregistrer)/ });
  return { dialog, quantity, price, save };
}

async function retype(user: UserEvent, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value) await user.type(input, value);
}

const sent = () => api.callsTo('PUT /tasks/:id').map((call) => call.body);

describe('Edit Order Request: amounts as the locale writes them (issue 35)', () => {
  it('fr-CA: "2,50" is saved as 2.50 $/g and the total shows as typed', async () => {
    activateTestLocale('fr-CA', fr, domainFr);
    const user = userEvent.setup();
    const { dialog, quantity, price, save } = await openEdit(user);
    expect(price).toHaveValue('2,00');
    await retype(user, quantity, '250');
    await retype(user, price, '2,50');
    expect(plain(within(dialog).getByText(/^Total/).textContent)).toBe('Total : 625,00 $');
    await user.click(save);
    await waitFor(() => expect(sent()).toEqual([{ quantity: 250, pricePerGram: 2.5 }]));
  });

  it('en-CA: "1,000" is 1 000 g; "2,50" is refused in words and Save says why', async () => {
    const user = userEvent.setup();
    const { dialog, quantity, price, save } = await openEdit(user);
    await retype(user, quantity, '1,000');
    await retype(user, price, '2,50');
    await user.tab();
    const reason =
      'This number can be read two ways: write decimals as in 2.50 and thousands as in 1,000';
    expect(within(dialog).getByText(reason)).toBeInTheDocument();
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      expect.stringContaining(`Save is unavailable: ${reason}`),
    );
    expect(quantity).toHaveValue('1 000');
    await retype(user, price, '2.50');
    expect(save).toBeEnabled();
    expect(within(dialog).getByText('Total: $2,500.00')).toBeInTheDocument();
    await user.click(save);
    await waitFor(() => expect(sent()).toEqual([{ quantity: 1000, pricePerGram: 2.5 }]));
  });

  it('a disabled Save explains the minimum order and the stock in words', async () => {
    const user = userEvent.setup();
    const { quantity, save } = await openEdit(user);
    await retype(user, quantity, '50');
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      expect.stringContaining('Save is unavailable: The minimum order for this product is 100 g'),
    );
    await retype(user, quantity, '1600');
    await user.tab();
    expect(save).toBeDisabled();
    expect(save).toHaveAccessibleDescription(
      expect.stringContaining(
        'Save is unavailable: ❌ Insufficient quantity. Max available: 1500g',
      ),
    );
  });

  it('the bounds: a price beyond $10,000/g is refused with its reason', async () => {
    const user = userEvent.setup();
    const { dialog, price, save } = await openEdit(user);
    await retype(user, price, '100000');
    await user.tab();
    expect(within(dialog).getByText('Price per gram must be at most $10,000')).toBeInTheDocument();
    expect(save).toBeDisabled();
  });

  it('10 times the minimum or more asks first; "Change the price" saves nothing', async () => {
    const user = userEvent.setup();
    const { price, save } = await openEdit(user);
    await retype(user, price, '25');
    await user.click(save);
    const ask = await screen.findByRole('dialog', { name: 'Check your price' });
    expect(
      within(ask).getByText(
        'You offer $25.00 per gram, 10 times or more the minimum request price of $2.00, for a total of $2,500.00. Save this bid?',
      ),
    ).toBeInTheDocument();
    await user.click(within(ask).getByRole('button', { name: 'Change the price' }));
    expect(sent()).toEqual([]);
    await user.click(save);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Check your price' })).getByRole('button', {
        name: 'Save this bid',
      }),
    );
    await waitFor(() => expect(sent()).toEqual([{ quantity: 100, pricePerGram: 25 }]));
  });
});
