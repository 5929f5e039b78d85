// Issue 35: "2,50" typed in French bid $250/g. The fields read what the locale writes, show the
// total as it is typed, confirm a price far above the minimum, and say in words what the API's
// bounds refuse; offline, the form says the bid was not sent and nothing was lost; after a send
// the confirmation stays on the page until dismissed.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useProfileStore } from '@leafbid/shared';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import {
  createFakeIdentity,
  installFakeApi,
  installTestRuntimeConfig,
  makeContact,
  makeProduct,
  makeTask,
  networkError,
  resetStoresForTest,
  type FakeApi,
  renderWithQueryClient as render,
} from '@leafbid/shared/testing';
import domainFr from '@leafbid/domain/locales/fr-CA.json';
import fr from '../../../locales/fr-CA.json';
import { useBidNoticeStore } from '../stores/bid-notice';
import { BidSentNotice } from './bid-sent-notice';
import { PurchaseRequestForm } from './purchase-request-form';

/** fr-CA Intl output separates with no-break spaces; the asserts read plain ones. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s/g, ' ');

const product = makeProduct({
  id: 'p_bid',
  Product_Name: 'Pink Kush',
  Grams_Available_When_submitted: 50000,
  Upcoming_QTY_3_Months: 20000,
  Min_QTY_Request: 100,
  Min_Request_G_Including_5_markup: 2,
});

let api: FakeApi;
let online = true;

beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});

beforeEach(() => {
  online = true;
  resetStoresForTest();
  useBidNoticeStore.setState({ sent: null });
  createFakeIdentity();
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
  api = installFakeApi({ 'POST /tasks': { data: makeTask({ id: 't_saved' }) } });
});

afterEach(() => {
  api.restore();
  resetTestLocale();
  installTestRuntimeConfig(); // the default factor again, whatever a test set
  jest.useRealTimers();
});

function renderForm(user: UserEvent = userEvent.setup(), onClose = jest.fn()) {
  render(
    <>
      <PurchaseRequestForm product={product} onClose={onClose} />
      <BidSentNotice />
    </>,
  );
  const form = screen.getByRole('form');
  return {
    user,
    onClose,
    form,
    quantity: within(form).getAllByRole('textbox')[0]!,
    price: within(form).getAllByRole('textbox')[1]!,
    submit: () => within(form).getByRole('button', { name: /Send a request|Envoyer/ }),
  };
}

const sentBodies = () =>
  api
    .callsTo('POST /tasks')
    .map(
      (call) => call.body as { quantity: number; pricePerGram: number; clientRequestId: string },
    );

describe('quantities and prices as the locale writes them', () => {
  it('fr-CA: "2,50" is sent as 2.50 $/g, the total shows as typed and the fields read back in French', async () => {
    activateTestLocale('fr-CA', fr, domainFr);
    const { user, form, quantity, price, submit } = renderForm();
    await user.type(quantity, '250');
    await user.type(price, '2,50');
    expect(plain(within(form).getByText(/^Total/).textContent)).toBe('Total : 625,00 $');
    await user.clear(price);
    await user.type(price, '25');
    expect(plain(within(form).getByText(/^Total/).textContent)).toBe('Total : 6 250,00 $');
    await user.clear(price);
    await user.type(price, '2,5');
    await user.tab();
    expect(price).toHaveValue('2,50');
    await user.click(submit());
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ quantity: 250, pricePerGram: 2.5 });
  });

  it('en-CA: "1,000" is 1 000 g; the total reads "Total: $2,500.00"', async () => {
    const { user, form, quantity, price, submit } = renderForm();
    await user.type(quantity, '1,000');
    await user.type(price, '2.50');
    expect(within(form).getByText('Total: $2,500.00')).toBeInTheDocument();
    expect(quantity).toHaveValue('1 000');
    await user.click(submit());
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ quantity: 1000, pricePerGram: 2.5 });
  });

  it('en-CA: "2,50" could be $2.50 or $250: refused in words, never guessed, nothing sent', async () => {
    const { user, form, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '2,50');
    expect(
      await within(form).findByText(
        'This number can be read two ways: write decimals as in 2.50 and thousands as in 1,000',
      ),
    ).toBeInTheDocument();
    expect(price).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).queryByText(/^Total/)).not.toBeInTheDocument();
    expect(within(form).queryByText('✓ Excellent bid!')).not.toBeInTheDocument();
    await user.click(submit());
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });

  it('fr-CA: "1.000" could be 1 or a thousand: refused in French', async () => {
    activateTestLocale('fr-CA', fr, domainFr);
    const { user, form, quantity } = renderForm();
    await user.type(quantity, '1.000');
    await user.tab();
    expect(plain(within(form).getByText(/Ce nombre peut se lire/).textContent)).toBe(
      'Ce nombre peut se lire de deux façons : écrivez les décimales comme dans 2,50 et les milliers comme dans 1 000',
    );
  });
});

describe('sane bounds and a high price', () => {
  it('a price beyond $10,000/g says so and sends nothing', async () => {
    const { user, form, quantity, price, submit } = renderForm();
    await user.type(quantity, '250');
    await user.type(price, '100000');
    expect(
      await within(form).findByText('Price per gram must be at most $10,000'),
    ).toBeInTheDocument();
    await user.click(submit());
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });

  it('a total beyond $10,000,000 says so and sends nothing', async () => {
    const { user, form, quantity, price, submit } = renderForm();
    await user.type(quantity, '60000');
    await user.type(price, '200');
    expect(
      await within(form).findByText('The total of a bid must be at most $10,000,000'),
    ).toBeInTheDocument();
    await user.click(submit());
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });

  it('10 times the minimum or more asks to confirm; "Change the price" sends nothing, "Send this bid" sends', async () => {
    const { user, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '25');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Check your price' });
    expect(
      within(dialog).getByText(
        'You offer $25.00 per gram, 10 times or more the minimum request price of $2.00, for a total of $25,000.00. Send this bid?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Change the price' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
    expect(price).toHaveValue('25.00');

    await user.click(submit());
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Check your price' })).getByRole('button', {
        name: 'Send this bid',
      }),
    );
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(sentBodies()[0]).toMatchObject({ quantity: 1000, pricePerGram: 25 });
  });

  it("the factor is the runtime config's: at 3, three times the minimum asks", async () => {
    installTestRuntimeConfig({ highPriceConfirmFactor: 3 });
    const { user, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '6');
    await user.click(submit());
    const dialog = await screen.findByRole('dialog', { name: 'Check your price' });
    expect(
      within(dialog).getByText(
        'You offer $6.00 per gram, 3 times or more the minimum request price of $2.00, for a total of $6,000.00. Send this bid?',
      ),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
  });

  it('just under 10 times the minimum sends at once', async () => {
    const { user, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '19.99');
    await user.click(submit());
    await waitFor(() => expect(sentBodies()).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('offline, and a send that got no answer', () => {
  it('offline: says the bid was not sent and nothing was lost; Try again sends it once back online', async () => {
    online = false;
    const { user, form, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '2');
    await user.click(submit());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'You are offline: your bid was not sent. Nothing was lost: your quantity and price are still here. Send it again once you are back online.',
    );
    expect(api.callsTo('POST /tasks')).toHaveLength(0);
    expect(submit()).toHaveTextContent('Send a request');
    expect(quantity).toHaveValue('1 000');

    online = true;
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    expect(await within(form).findByRole('status')).toHaveTextContent(
      "Thank you for submitting your bid, a member of the operator's team will reach out to you shortly",
    );
    expect(sentBodies()).toHaveLength(1);
  });

  it('no answer: may not have arrived, nothing lost; the retry keeps its clientRequestId', async () => {
    api.on('POST /tasks', networkError());
    const { user, form, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '2');
    await user.click(submit());
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Leafbid did not answer: your bid may not have been received. Nothing was lost: your quantity and price are still here. Try again; a retry never places the bid twice.',
    );
    api.on('POST /tasks', { data: makeTask({ id: 't_saved' }) });
    await user.click(within(form).getByRole('button', { name: 'Try again' }));
    await within(form).findByRole('status');
    const ids = sentBodies().map((body) => body.clientRequestId);
    // Two attempts of the first send (the request core retries once), then the retry: one id.
    expect(ids.length).toBeGreaterThanOrEqual(2);
    expect(new Set(ids).size).toBe(1);
  });
});

describe('the confirmation stays in view until read', () => {
  it('after the popup closes (3 s), the page keeps it with the bid until Dismiss', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const { quantity, price, submit, onClose } = renderForm(user);
    await user.type(quantity, '1000');
    await user.type(price, '2');
    await user.click(submit());
    await screen.findAllByRole('status');
    act(() => jest.advanceTimersByTime(3000));
    expect(onClose).toHaveBeenCalledTimes(1);
    const notice = screen
      .getAllByRole('status')
      .find((element) => element.classList.contains('mk-bid-notice'))!;
    expect(notice).toHaveTextContent(
      "Thank you for submitting your bid, a member of the operator's team will reach out to you shortly",
    );
    expect(notice).toHaveTextContent('Pink Kush: 1 000 g at $2.00 per gram, total $2,000.00');
    act(() => jest.advanceTimersByTime(60_000));
    expect(notice).toBeInTheDocument();
    await user.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(notice).not.toBeInTheDocument();
  });
});
