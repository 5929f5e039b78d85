// Issue 35: a buyer's bid notifications name the grams and the bid's reference; Admins are told of
// an account awaiting verification and of a new bid to move; opening one goes to its item's address
// exactly as the API wrote it (path and query), in en-CA and fr-CA.
import { useAuthStore, useProfileStore } from '@leafbid/shared';
import kernelFr from '@leafbid/shared/locales/fr-CA.json';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  renderWithQueryClient,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import fr from '../../../locales/fr-CA.json';
import { NotificationCentre } from './notification-centre';

const created_at = new Date(Date.now() - 60_000).toISOString();
const bid = { product_name: 'Blue Dream', quantity: 1500, reference: '#Ab3xY9qL' };
const NOTIFICATIONS = [
  {
    id: 'n_a',
    kind: 'bid_approved',
    params: bid,
    link: '/orders?tab=approved&bid=t_Ab3xY9qLzz',
  },
  { id: 'n_b', kind: 'bid_completed', params: bid, link: '/orders?tab=approved&bid=t_Ab3xY9qLzz' },
  {
    id: 'n_c',
    kind: 'bid_countered',
    params: { ...bid, quantity: 800, price_per_gram: 2 },
    link: '/orders?tab=pending&bid=t_Ab3xY9qLzz',
  },
  {
    id: 'n_d',
    kind: 'account_to_verify',
    params: { account_name: 'Rosalie Moreau', company: 'Moreau Farms' },
    link: '/operator/accounts?account=c_new',
  },
  {
    id: 'n_e',
    kind: 'account_to_verify',
    params: { account_name: 'Rosalie Moreau', company: null },
    link: '/operator/accounts?account=c_new',
  },
  {
    id: 'n_f',
    kind: 'bid_to_move',
    params: { ...bid, price_per_gram: 2.5 },
    link: '/operator/bids?bid=t_Ab3xY9qLzz',
  },
].map((n) => ({ ...n, read: true, created_at }));

let api: FakeApi;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function renderCentre() {
  const user = userEvent.setup();
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/']}>
      <NotificationCentre />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return user;
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
  return screen.findByRole('menu', { name: 'Notifications' });
}

const texts = (menu: HTMLElement) =>
  within(menu)
    .getAllByTestId('notification-item')
    .map((item) =>
      (item.querySelector('.hs-notifications__text')?.textContent ?? '').replace(/\s/g, ' '),
    );

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  useAuthStore.setState({
    status: 'authenticated',
    user: { uid: 'demo-admin', email: 'admin@leafbid.test' },
  });
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
  api = installFakeApi({
    'GET /notifications': { data: NOTIFICATIONS, unread: 0, nextCursor: null },
  });
});
afterEach(() => {
  api.restore();
  resetTestLocale();
});

describe('notifications that name their bid and open their item (issue 35)', () => {
  it('en-CA: the grams and reference of a buyer’s bid; the Admins’ account and bid texts', async () => {
    const menu = await openMenu(renderCentre());
    expect(texts(menu)).toEqual([
      'Your bid #Ab3xY9qL for 1 500 g of Blue Dream was approved.',
      'Your bid #Ab3xY9qL for 1 500 g of Blue Dream was completed.',
      'Counter-offer on your bid #Ab3xY9qL for Blue Dream: 800 g at $2.00 per gram.',
      'An account awaits verification: Rosalie Moreau (Moreau Farms).',
      'An account awaits verification: Rosalie Moreau.',
      'New bid to move: 1 500 g of Blue Dream at $2.50 per gram (#Ab3xY9qL).',
    ]);
  });

  it('fr-CA: the same, in Québec French with its number formats', async () => {
    activateTestLocale('fr-CA', kernelFr, fr);
    const user = userEvent.setup();
    renderWithQueryClient(
      <MemoryRouter>
        <NotificationCentre />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: /^Notifications/ }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(texts(menu)).toEqual([
      'Votre offre #Ab3xY9qL pour 1 500 g de Blue Dream a été approuvée.',
      'Votre offre #Ab3xY9qL pour 1 500 g de Blue Dream a été conclue.',
      'Contre-offre sur votre offre #Ab3xY9qL pour Blue Dream : 800 g à 2,00 $ par gramme.',
      'Un compte attend la vérification : Rosalie Moreau (Moreau Farms).',
      'Un compte attend la vérification : Rosalie Moreau.',
      'Nouvelle offre à faire avancer : 1 500 g de Blue Dream à 2,50 $ par gramme (#Ab3xY9qL).',
    ]);
  });

  it.each([
    [/was approved/, '/orders?tab=approved&bid=t_Ab3xY9qLzz'],
    [/Counter-offer on your bid/, '/orders?tab=pending&bid=t_Ab3xY9qLzz'],
    [/Moreau Farms/, '/operator/accounts?account=c_new'],
    [/New bid to move/, '/operator/bids?bid=t_Ab3xY9qLzz'],
  ])('opening %s goes to %s, its query included', async (name, address) => {
    const user = renderCentre();
    const menu = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(address));
  });
});
