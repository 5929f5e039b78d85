// Issue 20: the notification centre in fr-CA (Québec French): the bell's name with its plural, a
// notification's text with French number and money formats.
import { useAuthStore, useProfileStore } from '@leafbid/shared';
import { makeContact, renderWithQueryClient } from '@leafbid/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { frCaSession } from '../../../testing/fr-ca-session';
import { NotificationCentre } from './notification-centre';

const installApi = frCaSession();

beforeEach(() => {
  useAuthStore.setState({
    status: 'authenticated',
    user: { uid: 'demo-seller', email: 'seller@leafbid.test' },
  });
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
  installApi({
    'GET /notifications': {
      data: [
        {
          id: 'n_1',
          kind: 'bid_received',
          params: { product_name: 'Blue Dream', quantity: 7672.5, price_per_gram: 1234.5 },
          link: '/listing',
          read: false,
          created_at: new Date(Date.now() - 2 * 3_600_000).toISOString(),
        },
      ],
      unread: 2,
      nextCursor: null,
    },
  });
});

const normalise = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('the notification centre in fr-CA (issue 20)', () => {
  it('names the bell with the unread count and says the notification in French', async () => {
    const user = userEvent.setup();
    renderWithQueryClient(
      <MemoryRouter>
        <NotificationCentre />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 non lues' }));
    const menu = await screen.findByRole('menu', { name: 'Notifications' });
    expect(within(menu).getByRole('menuitem', { name: 'Tout marquer comme lu' })).toBeVisible();
    const item = within(menu).getByTestId('notification-item');
    expect(normalise(item.querySelector('.hs-notifications__text')?.textContent)).toBe(
      'Non lue : Nouvelle offre sur votre annonce Blue Dream : 7 672,5 g à 1 234,50 $ par gramme.',
    );
    expect(normalise(item.querySelector('time')?.textContent)).toBe('il y a 2 heures');
  });
});
