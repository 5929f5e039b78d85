// Issue 19: the host shell in fr-CA (Québec French): header, navigation, dashboard, page titles,
// status pages, the suspension banner and the remote notices. The remotes' descriptions name their
// titles and labels by message id; their texts come from the remotes' catalogues (here a stand-in
// for the orders and marketplace remotes' fr-CA catalogues).
import kernelFr from '@leafbid/shared/locales/fr-CA.json';
import { resetStoresForTest } from '@leafbid/shared/testing';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import type { RemoteDescription } from '@leafbid/shared/platform';
import { screen, waitFor, within } from '@testing-library/react';
import fr from '../locales/fr-CA.json';
import {
  LISTINGS,
  MARKETPLACE,
  ONBOARDING,
  OPERATOR,
  ORDERS,
  installPlatform,
} from '../testing/remote-descriptions';
import { openSignedIn, remotesAnswer, renderAt, signIn } from '../testing/app-routes';
import { forgetRemoteComponents } from './remote/remote-boundary';
import { resetPlatformStore } from './platform/platform-store';

jest.mock('./remote/remote-registry', () => ({
  ...jest.requireActual('./remote/remote-registry'),
  loadRemoteModule: jest.fn(),
  peekRemoteModule: jest.fn(),
  resetRemote: jest.fn(),
}));

/** What the remotes' own fr-CA catalogues hold for the ids their descriptions name. */
const REMOTES_FR = {
  'orders.page.pageTitle': 'Commandes',
  'orders.page.navigationLabel': 'Commandes',
  'marketplace.page.pageTitle': 'Marché',
  'marketplace.page.navigationLabel': 'Marché',
};

/** The orders and marketplace remotes as they describe themselves since issue 19: message ids. */
const ORDERS_BY_ID: RemoteDescription = {
  ...ORDERS,
  routes: ORDERS.routes.map((route) => ({ ...route, title: 'orders.page.pageTitle' })),
  navigation: ORDERS.navigation.map((link) => ({ ...link, label: 'orders.page.navigationLabel' })),
};
const MARKETPLACE_BY_ID: RemoteDescription = {
  ...MARKETPLACE,
  routes: MARKETPLACE.routes.map((route) => ({ ...route, title: 'marketplace.page.pageTitle' })),
  navigation: MARKETPLACE.navigation.map((link) => ({
    ...link,
    label: 'marketplace.page.navigationLabel',
  })),
};

const normalise = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

beforeEach(() => {
  activateTestLocale('fr-CA', kernelFr, fr, REMOTES_FR);
  resetStoresForTest();
  resetPlatformStore();
  installPlatform([MARKETPLACE_BY_ID, ORDERS_BY_ID, LISTINGS, ONBOARDING]);
  forgetRemoteComponents();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(resetTestLocale);

describe('the host shell in fr-CA (issue 19)', () => {
  it("the dashboard: 'Tableau de bord - Leafbid', header, navigation, sidebar and support call-to-action in French", async () => {
    openSignedIn('/');
    // The first render of the file loads the shell's modules: slow on a busy machine.
    await screen.findByRole('heading', { name: 'marketplace/NewArrivals' }, { timeout: 5000 });
    expect(document.title).toBe('Tableau de bord - Leafbid');
    expect(screen.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Passer au contenu' })).toHaveAttribute(
      'href',
      '#hs-content',
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'Accueil Leafbid' })).toHaveAttribute(
      'href',
      '/',
    );
    const nav = screen.getByRole('navigation', { name: 'Menu principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Tableau de bord', 'Marché', 'Commandes']);
    const sidebar = screen.getByRole('complementary', {
      name: 'Barre latérale du tableau de bord',
    });
    expect(within(sidebar).getByRole('heading', { name: "Besoin d'aide?" })).toBeInTheDocument();
    expect(
      within(sidebar).getByRole('button', { name: 'Contacter le soutien' }),
    ).toBeInTheDocument();
  });

  it("a remote's page title is its message in French: 'Commandes - Leafbid'", async () => {
    openSignedIn('/orders');
    expect(await screen.findByRole('heading', { name: 'orders/OrdersPage' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Commandes - Leafbid'));
  });

  it('a description that still carries texts shows them as they are', async () => {
    openSignedIn('/listings', { Contact_Type: ['Seller'] });
    expect(
      await screen.findByRole('heading', { name: 'listings/ListingsPage' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('My Listings - Leafbid'));
  });

  it("an unknown address: 'Page introuvable', in French, with the way back", async () => {
    openSignedIn('/pas-de-page');
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page introuvable' });
    expect(heading).toHaveFocus();
    expect(
      screen.getByText(
        "Il n'y a aucune page à l'adresse /pas-de-page. Le lien contient peut-être une faute de frappe, ou la page a peut-être été déplacée.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toHaveAttribute(
      'href',
      '/',
    );
    await waitFor(() => expect(document.title).toBe('Page introuvable - Leafbid'));
  });

  it("a page for other roles: 'Accès non autorisé', naming the roles in French", async () => {
    remotesAnswer();
    installPlatform([MARKETPLACE_BY_ID, ORDERS_BY_ID, LISTINGS, ONBOARDING, OPERATOR]);
    signIn({ Contact_Type: ['Seller'] });
    renderAt('/operator');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accès non autorisé' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Cette page est réservée aux comptes de type administrateur. Si votre entreprise en a besoin, veuillez communiquer avec l'équipe des opérateurs de Leafbid.",
      ),
    ).toBeInTheDocument();
  });

  it('a suspended account is told so in French, with the reason', async () => {
    openSignedIn('/', {
      Account_Suspended: true,
      Suspension_Reason: 'Licence expirée le 2026-01-31',
    });
    const banner = await screen.findByRole('alert', { name: 'Votre compte est suspendu' });
    expect(normalise(banner.textContent)).toContain('Motif : Licence expirée le 2026-01-31');
    expect(banner).toHaveTextContent(
      "Vous pouvez toujours mettre à jour votre profil dans les paramètres. Veuillez communiquer avec l'équipe des opérateurs de Leafbid pour faire rétablir votre compte.",
    );
    expect(
      within(banner).getByRole('link', { name: 'Téléverser une licence ou un permis à jour' }),
    ).toHaveAttribute('href', '/account-documents');
  });

  it('a remote that fails says so in French, naming the part in bold, with Réessayer', async () => {
    remotesAnswer(['orders/PendingOrders']);
    signIn();
    renderAt('/');
    const sidebar = screen.getByRole('complementary', {
      name: 'Barre latérale du tableau de bord',
    });
    const fallback = await within(sidebar).findByRole(
      'alert',
      { name: 'orders indisponible' },
      { timeout: 5000 },
    );
    expect(normalise(fallback.textContent)).toContain(
      "Cette partie de Leafbid n'a pas pu être chargée.Partie : orders. Vérifiez votre connexion, puis réessayez.",
    );
    expect(within(fallback).getByText('orders').tagName).toBe('STRONG');
    expect(within(fallback).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  });

  it('a skipped remote is reported above the page in French', async () => {
    remotesAnswer();
    installPlatform([MARKETPLACE_BY_ID, LISTINGS, ONBOARDING], { orders: 'orders did not answer' });
    signIn();
    renderAt('/');
    expect(
      screen.getByRole('region', { name: "Parties de Leafbid qui n'ont pas pu être chargées" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert', { name: 'orders indisponible' })).toBeInTheDocument();
  });
});
