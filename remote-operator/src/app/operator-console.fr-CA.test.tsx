// Issue 19: the operator console in fr-CA — its texts from locales/fr-CA.json, its dates, money
// and grams in the locale's forms, its plurals as ICU plurals. (The domain's own texts — 'N/A',
// the API's fallbacks — are the domain's catalogue: not asserted here.)
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@leafbid/shared';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../locales/fr-CA.json';
import description from '../remote-description';
import { AccountsReview } from '../features/accounts';
import { AuditTrail } from '../features/audit';
import { AutomationPanel } from '../features/automation';
import { ageOf } from '../features/automation/components/outbox-health';
import { BidsBoard } from '../features/bids';
import { CountersBoard } from '../features/counters';
import {
  makeAuditRecord,
  makeOperatorAccount,
  makeOperatorBid,
  makeOperatorCounter,
  makeOutboxRow,
  makeReviewListing,
} from '../testing/operator-fixtures';
import { operatorSession } from '../testing/operator-session';
import { renderWithQuery } from '../testing/render-with-query';
import { OperatorPage } from './operator-page';

/** fr-CA Intl output holds no-break spaces (U+00A0, U+202F): compare with plain ones. */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

const installApi = operatorSession({ profile: true });
beforeEach(() => activateTestLocale('fr-CA', fr));
afterEach(resetTestLocale);

const emptyConsole = {
  'GET /operator/bids': { data: [], nextCursor: null },
  'GET /operator/bids/products': { data: [] },
  'GET /operator/accounts': { data: [], nextCursor: null, counts: {} },
  'GET /operator/outbox': { data: [], nextCursor: null, counts: [] },
};

describe('Operator console in fr-CA (issue 19)', () => {
  it('shows its heading and tabs in French, and a listing with its French facts and date', async () => {
    installApi({
      ...emptyConsole,
      'GET /operator/listings': { data: [makeReviewListing('Pink Kush')], total: 3 },
    });
    renderWithQuery(<OperatorPage />, { liveBridge: false });
    expect(
      screen.getByRole('heading', { level: 1, name: "Console de l'opérateur" }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('tablist', { name: "Sections de la console de l'opérateur" }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Révision des annonces',
      'Offres',
      'Contre-offres',
      'Comptes',
      "Journal d'audit",
      'Automatisation',
      'Plateforme',
    ]);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    // The count: more listings await than the page shows.
    expect(
      screen.getByText('Affichage de 1 sur 3 annonces en attente de révision'),
    ).toBeInTheDocument();
    expect(within(card).getByText('Demande de publication')).toBeInTheDocument();
    expect(plain(card.textContent)).toContain('Demande du 2 nov. 2026, 15 h 30');
    const fact = (label: string) => plain(within(card).getByText(label).nextSibling?.textContent);
    expect(fact('Type de produit')).toBe('Cannabis flowers (mix sizes)');
    expect(fact('Disponible maintenant')).toBe('50 000 g');
    expect(fact('Offre minimale')).toBe('2,10 $');
    expect(fact('Date de récolte')).toBe('14 août 2026');
    expect(within(card).getByRole('heading', { name: 'Vendeur' })).toBeInTheDocument();
    expect(within(card).getByRole('heading', { name: 'Certificats' })).toBeInTheDocument();
    expect(
      within(card).getByLabelText('Partager lab-report.pdf avec les acheteurs'),
    ).not.toBeChecked();
    expect(within(card).getByRole('button', { name: 'Publier' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  });

  it('counts the listings awaiting review with an ICU plural', async () => {
    installApi({
      ...emptyConsole,
      'GET /operator/listings': [
        { data: [makeReviewListing('Pink Kush')], total: 1 },
        { data: [makeReviewListing('Pink Kush'), makeReviewListing('Ghost Train Haze')], total: 2 },
      ],
    });
    renderWithQuery(<OperatorPage />);
    expect(await screen.findByText('1 annonce en attente de révision')).toBeInTheDocument();
    act(() => bus.emit('operator:listing-requested', { product: { id: 'p_ghost_train_haze' } }));
    expect(await screen.findByText('2 annonces en attente de révision')).toBeInTheDocument();
  });

  it('shows the bids board with French column headers, fr-CA money, grams and dates', async () => {
    installApi({
      'GET /operator/bids/products': {
        data: [{ id: 'p_kush', Product_Name: 'Pink Kush', bids: 2 }],
      },
      'GET /operator/bids': {
        data: [makeOperatorBid({ id: 't_fresh', Status: 'Not Started' })],
        nextCursor: null,
      },
      'PUT /operator/bids/:id/status': {
        data: makeOperatorBid({ id: 't_fresh', Status: 'Pending' }),
      },
    });
    renderWithQuery(<BidsBoard />);
    expect(screen.getByRole('status', { name: 'Chargement des offres' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Offres' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Produit', 'Acheteur', 'Vendeur', 'Offre', "Date de l'offre", 'Statut']);
    const row = within(table).getAllByRole('row')[1]!;
    const cells = within(row).getAllByRole('cell');
    expect(plain(cells[2]!.textContent)).toBe('1 000 g2,50 $ par gramme2 500,00 $ au total');
    expect(plain(cells[3]!.textContent)).toMatch(/^2 nov\. 2026, 12 h 00$/);
    expect(within(row).getByText('Non commencée')).toBeInTheDocument();
    const move = within(row).getByRole('button', { name: /^Passer à/ });
    expect(plain(move.getAttribute('aria-label'))).toBe(
      "Passer à « En attente » : l'offre de Ada Moreau sur Pink Kush",
    );
    expect(plain(move.textContent)).toBe('Passer à « En attente »');
    // The filters: French labels, French statuses.
    const status = screen.getByLabelText('Statut');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Tous les statuts',
      'Non commencée',
      'En attente',
      'Convenue',
      'Approuvée',
      'Terminée',
      'Refusée',
    ]);
    expect(screen.getByLabelText('Produit')).toHaveDisplayValue('Tous les produits');
    expect(screen.getByLabelText('Afficher les offres supprimées')).not.toBeChecked();
    await userEvent.click(move);
    const notice = await screen.findByText(/^L'offre sur Pink Kush/);
    expect(plain(notice.textContent)).toBe("L'offre sur Pink Kush est maintenant « En attente ».");
  });

  it('shows the accounts with French states, document kinds and the plural of new documents', async () => {
    const suspended = makeOperatorAccount({
      Review_State: 'suspended',
      Account_Suspended: true,
      Suspension_Reason: 'Licence expirée',
      Suspended_Time: '2026-11-02T09:00:00.000Z',
    });
    installApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/accounts': {
        data: [suspended],
        nextCursor: null,
        counts: { 'awaiting-review': 1, 'awaiting-documents': 0, verified: 4, suspended: 1 },
      },
    });
    renderWithQuery(<AccountsReview />);
    const card = await screen.findByRole('article', { name: 'Nora Roy' });
    expect(screen.getByLabelText('Afficher')).toHaveDisplayValue('En attente de révision (1)');
    expect(screen.getByPlaceholderText('Nom, courriel ou entreprise')).toBeInTheDocument();
    expect(within(card).getByText('Suspendu')).toBeInTheDocument();
    expect(within(card).getByText('Acheteur')).toBeInTheDocument();
    expect(plain(within(card).getByText(/^Suspendu\s:/).textContent)).toBe(
      'Suspendu : Licence expirée',
    );
    expect(plain(within(card).getByText(/nouveaux documents/).textContent)).toBe(
      '2 nouveaux documents depuis la suspension du 2 nov. 2026, 09 h 00 : ' +
        "examinez-les, puis rétablissez le compte s'ils sont conformes.",
    );
    const documents = within(card).getByRole('region', { name: 'Documents' });
    expect(
      plain(
        (await within(documents).findByRole('link', { name: /^Licence de cannabis du Canada/ }))
          .textContent,
      ),
    ).toBe('Licence de cannabis du Canada : licence.pdf');
    expect(within(documents).getAllByText('Nouveau depuis la suspension')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Rétablir' })).toBeInTheDocument();
  });

  it('shows the automation tab in French and requeues with an ICU plural', async () => {
    installApi({
      'GET /operator/outbox': {
        data: [makeOutboxRow()],
        nextCursor: null,
        counts: [{ status: 'dead', kind: 'purchase_request', count: 3 }],
      },
      'POST /operator/outbox/requeue': [{ requeued: 1 }, { requeued: 3 }, { requeued: 0 }],
    });
    renderWithQuery(<AutomationPanel />);
    const table = await screen.findByRole('table', { name: 'Lignes de crochets Web' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Crochet Web',
      'Statut',
      'Tentatives',
      'Dernière erreur',
      'Création',
      'Prochaine tentative / livraison',
      'Action',
    ]);
    expect(within(table).getByText('Abandonnée')).toBeInTheDocument();
    expect(within(table).getByText('Charge utile')).toBeInTheDocument();
    const summary = screen.getByRole('table', { name: 'Lignes de crochets Web par statut' });
    expect(
      within(summary)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Crochet Web', 'En file', 'Livrée', 'Abandonnée']);
    const one = within(table).getByRole('button', { name: /^Remettre en file le crochet Web/ });
    expect(plain(one.getAttribute('aria-label'))).toBe(
      "Remettre en file le crochet Web « Demande d'achat » du 1er nov. 2026, 12 h 00",
    );
    await userEvent.click(one);
    expect(await screen.findByText('1 ligne remise en file.')).toBeInTheDocument();
    const all = screen.getByRole('button', {
      name: 'Remettre en file toutes les lignes abandonnées',
    });
    await userEvent.click(all);
    expect(await screen.findByText('3 lignes remises en file.')).toBeInTheDocument();
    await userEvent.click(all);
    expect(
      await screen.findByText('Aucune ligne abandonnée à remettre en file.'),
    ).toBeInTheDocument();
  });

  it('issue 20: shows the counter-offers in French, fr-CA money and grams, and withdraws with a French dialog', async () => {
    installApi({
      'GET /operator/counters': { data: [makeOperatorCounter()] },
      'POST /operator/counters/:id/relay': {
        data: makeOperatorCounter({ status: 'relayed', relayed_at: '2026-11-06T10:00:00.000Z' }),
      },
    });
    renderWithQuery(<CountersBoard />);
    expect(
      screen.getByRole('status', { name: 'Chargement des contre-offres' }),
    ).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(within(card).getByText('À transmettre')).toBeInTheDocument();
    expect(plain(card.textContent)).toContain('Proposée le 5 nov. 2026, 14 h 00');
    expect(within(card).getByText('Acheteur')).toBeInTheDocument();
    expect(within(card).getByText('Vendeur')).toBeInTheDocument();
    expect(within(card).getByText('Note du vendeur')).toBeInTheDocument();
    const terms = within(card).getByRole('table', { name: 'Conditions' });
    expect(
      within(terms)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Quantité', 'Prix par gramme', 'Total']);
    const counterRow = within(terms).getByRole('row', { name: /^Contre-offre/ });
    expect(
      within(counterRow)
        .getAllByRole('cell')
        .map((c) => plain(c.textContent)),
    ).toEqual(['800 g', '3,10 $', '2 480,00 $']);
    expect(
      within(screen.getByLabelText('Statut'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Tous les statuts',
      'À transmettre',
      "Transmise à l'acheteur",
      'Acceptée',
      'Refusée',
      'Retirée',
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Retirer' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Retirer la contre-offre sur Pink Kush',
    });
    expect(within(dialog).getByLabelText('Motif')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retirer la contre-offre' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    await userEvent.click(within(card).getByRole('button', { name: "Transmettre à l'acheteur" }));
    expect(
      await screen.findByText("La contre-offre sur Pink Kush est transmise à l'acheteur."),
    ).toBeInTheDocument();
  }, 20_000);

  it('issue 20: shows the audit trail in French, with the change and target in French words', async () => {
    installApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/audit': {
        data: [
          makeAuditRecord({
            kind: 'counter.withdrawn',
            target: { type: 'counter', id: 'co_1', label: 'Pink Kush' },
            before: { status: 'relayed' },
            after: { status: 'withdrawn' },
            reason: 'Trop bas',
          }),
        ],
        nextCursor: null,
      },
    });
    renderWithQuery(<AuditTrail />);
    const table = await screen.findByRole('table', { name: "Entrées du journal d'audit" });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Quand', 'Qui', 'Action', 'Cible', 'Modification', 'Motif']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Contre-offre retirée')).toBeInTheDocument();
    expect(within(row).getByText('Contre-offre')).toBeInTheDocument();
    expect(plain(within(row).getByRole('listitem').textContent)).toBe(
      "status : Transmise à l'acheteur → Retirée",
    );
    expect(screen.getByLabelText('Action')).toHaveDisplayValue('Toutes les actions');
    expect(await screen.findByRole('link', { name: 'Télécharger le CSV' })).toHaveAttribute(
      'download',
    );
  });

  it('says how old the oldest queued row is, in French (ICU plural of days)', () => {
    const now = Date.parse('2026-11-10T12:00:00.000Z');
    expect(ageOf('2026-11-10T11:59:30.000Z', now)).toBe("il y a moins d'une minute");
    expect(ageOf('2026-11-10T11:15:00.000Z', now)).toBe('il y a 45 min');
    expect(ageOf('2026-11-10T07:00:00.000Z', now)).toBe('il y a 5 h');
    expect(ageOf('2026-11-08T12:00:00.000Z', now)).toBe('il y a 2 jours');
  });

  it('reads its texts at render: the same modules answer in the language switched to', () => {
    resetTestLocale();
    installApi({ ...emptyConsole, 'GET /operator/listings': { data: [], total: 0 } });
    const first = renderWithQuery(<OperatorPage />, { liveBridge: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Operator console' })).toBeInTheDocument();
    first.unmount();
    activateTestLocale('fr-CA', fr);
    renderWithQuery(<OperatorPage />, { liveBridge: false });
    expect(
      screen.getByRole('heading', { level: 1, name: "Console de l'opérateur" }),
    ).toBeInTheDocument();
  });

  it('names its page and navigation link by message id, translated in fr-CA', () => {
    const route = description.routes[0]!;
    const link = description.navigation[0]!;
    expect(route.title).toBe('operator.console.pageTitle');
    expect(link.label).toBe('operator.console.navigationLabel');
    const catalogue: Record<string, string> = fr;
    expect(catalogue[route.title]).toBe('Opérateur');
    expect(catalogue[link.label]).toBe('Opérateur');
  });
});
