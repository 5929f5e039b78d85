// Issue 19: the Orders screen and the dashboard's pending orders in fr-CA — the remote's texts,
// money, quantities and dates in French. (Domain and kernel texts are their packages' to test.)
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { makeTask, type FakeApi } from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import { ORDERS_PAGE_MESSAGES } from '../../../messages';
import { OrdersPage } from './orders-page';
import { PendingOrders } from './pending-orders';
import { render, signedInBuyer } from './test-setup';

/** fr-CA Intl output separates with no-break spaces; the asserts read plain ones. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s/g, ' ');

let api: FakeApi | undefined;
beforeEach(() => activateTestLocale('fr-CA', fr));
afterEach(() => {
  api?.restore();
  resetTestLocale();
});

const pendingBid = makeTask({
  id: 't_Ab3xY9qLmnop',
  Status: 'Pending',
  What_Id: { id: 'p_1', name: 'Pink Kush' },
  Description: 'QUANTITY: 1250 PRICE PER GRAM: 987.65 TOTAL: 1234567.5',
  Created_Time: '2026-11-23T15:00:00.000Z',
});

describe('Orders in fr-CA (issue 19)', () => {
  it('the screen, its tabs and a card read in French, with fr-CA money, grams and date', async () => {
    api = signedInBuyer([pendingBid]);
    render(<OrdersPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Commandes' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Demandes de commande' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'En attente' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Approuvées' })).toBeInTheDocument();

    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const value = (term: string) =>
      plain(within(card).getByText(term).nextElementSibling?.textContent);
    expect(value('Référence')).toBe('#Ab3xY9qL');
    expect(value('Passée le')).toBe('23 novembre 2026');
    expect(value('Statut')).toBe('En attente');
    expect(value('Quantité')).toBe('1 250 g');
    expect(value('Prix par gramme')).toBe('987,65 $');
    expect(value('Total')).toBe('1 234 567,50 $');
    expect(
      within(card).getByRole('button', { name: 'Modifier la demande de commande pour Pink Kush' }),
    ).toHaveTextContent('Modifier');
    expect(
      within(card).getByRole('button', { name: 'Supprimer la demande de commande pour Pink Kush' }),
    ).toHaveTextContent('Supprimer');
  });

  it("a status the CRM names reads in French ('Non commencée')", async () => {
    api = signedInBuyer([{ ...pendingBid, Status: 'Not Started' }]);
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(card).getByText('Statut').nextElementSibling).toHaveTextContent('Non commencée');
  });

  it('the dashboard list: its title, a line with the reference and the French date, and the link to every pending order', async () => {
    api = signedInBuyer(
      Array.from({ length: 7 }, (_, n) =>
        makeTask({
          Status: 'Pending',
          What_Id: { id: `p_${n}`, name: `Lot ${n + 1}` },
          Created_Time: '2026-11-23T15:00:00.000Z',
        }),
      ),
    );
    render(<PendingOrders />);
    expect(screen.getByRole('heading', { name: 'Commandes en attente' })).toBeInTheDocument();
    const first = (await screen.findByText('Lot 1')).closest('li') as HTMLElement;
    expect(plain(within(first).getByText(/· 23 novembre 2026$/).textContent)).toMatch(
      /^#\w+ · 23 novembre 2026$/,
    );
    expect(within(first).getByText('Prix par gramme')).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Voir toutes les 7 commandes en attente' }),
    ).toHaveAttribute('href', '/orders');
  });

  it('a list with nothing pending says so in French', async () => {
    api = signedInBuyer([]);
    render(<PendingOrders />);
    expect(await screen.findByText('Aucune commande en attente')).toBeInTheDocument();
  });
});

describe('a counter-offer in fr-CA (issue 20)', () => {
  const countered = Object.assign({}, pendingBid, {
    Counter: {
      id: 'co_1',
      quantity: 1200,
      price_per_gram: 950.5,
      total: 1140600,
      note: 'Livraison jeudi.',
      status: 'relayed',
      relayed_at: '2026-11-24T10:00:00.000Z',
      answered_at: null,
    },
  });

  it('the card: its title, terms in fr-CA money and grams, the note, Accepter / Refuser, and the confirm in French', async () => {
    api = signedInBuyer([countered]);
    const user = userEvent.setup();
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const offer = within(card).getByRole('region', { name: 'Contre-offre du vendeur' });
    const value = (term: string) =>
      plain(within(offer).getByText(term).nextElementSibling?.textContent);
    expect(value('Quantité')).toBe('1 200 g');
    expect(value('Prix par gramme')).toBe('950,50 $');
    expect(value('Total')).toBe('1 140 600,00 $');
    expect(value('Note')).toBe('Livraison jeudi.');
    expect(
      within(offer).getByRole('button', { name: 'Refuser la contre-offre pour Pink Kush' }),
    ).toHaveTextContent('Refuser');
    await user.click(
      within(offer).getByRole('button', { name: 'Accepter la contre-offre pour Pink Kush' }),
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Accepter la contre-offre?' });
    expect(plain(dialog.querySelector('.or-alert__text')?.textContent)).toBe(
      "L'offre prend ces conditions : 1 200 g à 950,50 $/g, total de 1 140 600,00 $. Elle est alors convenue : vous ne pourrez plus la modifier ni la supprimer.",
    );
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
  });

  it('an accepted one reads « Contre-offre acceptée », the bid « Convenue » (issue 35), and the CSV link is in French', async () => {
    api = signedInBuyer([
      Object.assign({}, countered, {
        Status: 'Agreed',
        Counter: { ...countered.Counter, status: 'accepted', answered_at: '2026-11-24T11:00:00Z' },
      }),
    ]);
    render(<OrdersPage />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(plain(within(card).getByRole('status').textContent)).toBe(
      'Contre-offre acceptée · 1 200 g à 950,50 $/g',
    );
    expect(within(card).getByText('Statut').nextElementSibling).toHaveTextContent('Convenue');
    expect(
      within(card).getByText(
        'Convenue — vous avez accepté la contre-offre du vendeur. Ses conditions ne peuvent plus être modifiées.',
      ),
    ).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Modifier|Supprimer/ })).toBeNull();
    expect(
      await screen.findByRole('link', { name: 'Télécharger les offres (CSV)' }),
    ).toHaveAttribute('download');
  });
});

describe("'View all … pending orders' is an ICU plural (issue 19)", () => {
  it('in fr-CA, 0 and 1 take the singular', () => {
    expect(ORDERS_PAGE_MESSAGES.viewAllPending(0)).toBe('Voir 0 commande en attente');
    expect(ORDERS_PAGE_MESSAGES.viewAllPending(1)).toBe('Voir 1 commande en attente');
    expect(ORDERS_PAGE_MESSAGES.viewAllPending(2)).toBe('Voir toutes les 2 commandes en attente');
  });

  it('in en-CA, only 1 does', () => {
    resetTestLocale();
    expect(ORDERS_PAGE_MESSAGES.viewAllPending(0)).toBe('View all 0 pending orders');
    expect(ORDERS_PAGE_MESSAGES.viewAllPending(1)).toBe('View all 1 pending order');
    expect(ORDERS_PAGE_MESSAGES.viewAllPending(2)).toBe('View all 2 pending orders');
  });
});
