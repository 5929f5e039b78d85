// Issue 19: the 'Send a request' form in fr-CA — its labels and hints, the low and medium bid
// confirmations and the texts after sending, in French with fr-CA money and grams. (The field
// rules and availability texts are @leafbid/domain's, tested there.)
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useProfileStore } from '@leafbid/shared';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeProduct,
  makeTask,
  resetStoresForTest,
  type FakeApi,
  renderWithQueryClient as render,
} from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import { PurchaseRequestForm } from './purchase-request-form';

/** fr-CA Intl output separates with no-break spaces; the asserts read plain ones. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s/g, ' ');

// 50 000 g now; minimum order 1 000 g; minimum request price 2 000,00 $ per gram (so 1 380 $ is
// 69 %, 1 400 $ is 70 %, 1 720 $ is 86 %).
const product = makeProduct({
  id: 'p_bid',
  Product_Name: 'Pink Kush',
  Grams_Available_When_submitted: 50000,
  Upcoming_QTY_3_Months: 20000,
  Min_QTY_Request: 1000,
  Min_Request_G_Including_5_markup: 2000,
});

let api: FakeApi;

beforeEach(() => {
  activateTestLocale('fr-CA', fr);
  resetStoresForTest();
  createFakeIdentity();
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
  api = installFakeApi({ 'POST /tasks': { data: makeTask({ id: 't_saved' }) } });
});

afterEach(() => {
  api.restore();
  resetTestLocale();
});

function renderForm() {
  const user = userEvent.setup();
  render(<PurchaseRequestForm product={product} onClose={jest.fn()} />);
  const form = screen.getByRole('form', { name: 'Envoyer une demande' });
  return {
    user,
    form,
    quantity: within(form).getByLabelText('Quantité (grammes)'),
    price: within(form).getByLabelText('Prix par gramme ($)'),
    submit: () => within(form).getByRole('button', { name: 'Envoyer une demande' }),
  };
}

describe("'Send a request' in fr-CA (issue 19)", () => {
  it('labels its fields in French, with the stock and minimum price in fr-CA grams and money', () => {
    const { form } = renderForm();
    expect(within(form).getByRole('heading', { name: 'Envoyer une demande' })).toBeInTheDocument();
    const hints = [...form.querySelectorAll('.mk-request__hint')].map((p) => plain(p.textContent));
    expect(hints).toEqual([
      'Disponible maintenant : 50 000 g · Commande minimale : 1 000 g',
      'Prix minimal de la demande : 2 000,00 $ par gramme',
    ]);
  });

  it('a low bid asks in French; Annuler sends nothing, Continuer sends and thanks in French', async () => {
    const { user, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '1380');
    await user.click(submit());

    const warning = await screen.findByRole('dialog', { name: "Avertissement d'offre basse" });
    expect(
      within(warning).getByText(
        "Cette offre a peu de chances d'être acceptée – voulez-vous quand même continuer?",
      ),
    ).toBeInTheDocument();
    await user.click(within(warning).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /tasks')).toHaveLength(0);

    await user.click(submit());
    await user.click(
      within(await screen.findByRole('dialog', { name: "Avertissement d'offre basse" })).getByRole(
        'button',
        { name: 'Continuer' },
      ),
    );
    expect(await screen.findByRole('status')).toHaveTextContent('Demande envoyée avec succès!');
    expect(api.callsTo('POST /tasks')).toHaveLength(1);
  });

  it('a medium bid suggests going higher, in French', async () => {
    const { user, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '1400');
    await user.click(submit());

    const suggestion = await screen.findByRole('dialog', { name: "Suggestion d'offre" });
    expect(
      within(suggestion).getByText(
        "Pour que votre offre soit retenue, nous vous suggérons d'offrir davantage – voulez-vous quand même continuer?",
      ),
    ).toBeInTheDocument();
    await user.click(within(suggestion).getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Demande envoyée avec succès!');
  });

  it('an excellent bid is sent at once with the thank-you in French', async () => {
    const { user, quantity, price, submit } = renderForm();
    await user.type(quantity, '1000');
    await user.type(price, '1720');
    await user.click(submit());

    const thanks = await screen.findByRole('status');
    expect(plain(thanks.textContent)).toBe(
      "Merci d'avoir soumis votre offre : un membre de l'équipe de l'opérateur communiquera avec vous sous peu",
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
