// Issue 20: My Listings' demand per listing, the anonymous bids dialog with its counter-offer form,
// and the listings CSV link, against the contract's answers (GET /listings/demand, GET
// /listings/{productId}/bids, POST …/bids/{taskId}/counters).
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { bus } from '@leafbid/shared';
import { renderWithQueryClient, reply, type FakeApi } from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import { mine, signedInSeller } from '../../../testing/seller-fixture';
import { MyProducts } from './my-products';

const kush = mine({ id: 'p_kush', Product_Name: 'Pink Kush', Product_Active: true });
const haze = mine({ id: 'p_haze', Product_Name: 'Haze', Product_Active: true });

const kushDemand = {
  product_id: 'p_kush',
  open_bids: 3,
  grams_requested: 1200,
  best_price_per_gram: 2.5,
  quality: { excellent: 1, medium: 2 },
};

/** Three bids: one open, one open with a counter awaiting the operator, one completed. */
const bids = [
  {
    id: 't_open',
    status: 'Pending',
    quantity: 500,
    price_per_gram: 2.5,
    total: 1250,
    quality: 'excellent',
    created_at: '2026-08-14T15:00:00.000Z',
    modified_at: '2026-08-14T15:00:00.000Z',
    counter: null,
    // Whatever the API might add, no buyer's identity reaches the screen.
    Who_Id: { id: 'c_buyer', name: 'Alice Buyer' },
    buyer_email: 'alice@buyer.test',
  },
  {
    id: 't_countered',
    status: 'Approved',
    quantity: 400,
    price_per_gram: 2,
    total: 800,
    quality: 'medium',
    created_at: '2026-08-12T15:00:00.000Z',
    modified_at: '2026-08-13T15:00:00.000Z',
    counter: {
      id: 'co_1',
      task_id: 't_countered',
      quantity: 300,
      price_per_gram: 2.4,
      total: 720,
      note: 'Can ship next week',
      status: 'relayed',
      created_at: '2026-08-13T15:00:00.000Z',
      relayed_at: '2026-08-13T16:00:00.000Z',
      answered_at: null,
    },
  },
  {
    id: 't_done',
    status: 'Completed',
    quantity: 300,
    price_per_gram: 1.5,
    total: 450,
    quality: 'low',
    created_at: '2026-08-01T15:00:00.000Z',
    modified_at: '2026-08-02T15:00:00.000Z',
    counter: null,
  },
];

const saved = {
  id: 'co_2',
  task_id: 't_open',
  quantity: 450,
  price_per_gram: 2.75,
  total: 1237.5,
  note: 'Can do 450 g',
  status: 'proposed',
  created_at: '2026-08-15T15:00:00.000Z',
  relayed_at: null,
  answered_at: null,
};

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function seller(routes: Parameters<typeof signedInSeller>[1] = {}) {
  api = signedInSeller([kush, haze], {
    'GET /listings/demand': { data: [kushDemand] },
    'GET /listings/:productId/bids': { data: bids },
    ...routes,
  });
  return api;
}

/** My Products with the bids dialog of Pink Kush open. */
async function openBids() {
  const user = userEvent.setup();
  const rendered = renderWithQueryClient(<MyProducts />);
  const card = await screen.findByRole('article', { name: 'Pink Kush' });
  await user.click(await within(card).findByRole('button', { name: 'Bids' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bids on Pink Kush' });
  await within(dialog).findByRole('list', { name: 'Bids' });
  return { user, dialog, ...rendered };
}

/** The bid entry whose heading reads `name`. */
const bidEntry = (dialog: HTMLElement, name: RegExp) =>
  within(dialog).getByRole('article', { name });

/** A definition list's figures, as 'term: value' lines. */
const figures = (element: HTMLElement) =>
  Array.from(element.querySelectorAll('dl > div')).map(
    (row) => `${row.querySelector('dt')?.textContent}: ${row.querySelector('dd')?.textContent}`,
  );

describe("a listing's demand on My Listings", () => {
  it('open bids, grams requested, best price per gram and the quality mix; none: "No open bids"', async () => {
    seller();
    renderWithQueryClient(<MyProducts />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const demand = await within(card).findByRole('group', { name: 'Demand for Pink Kush' });
    expect(figures(demand)).toEqual([
      'Open bids: 3',
      'Grams requested: 1 200 g',
      'Best price per gram: $2.50/g',
      'Bid quality: Excellent: 1Medium: 2Low: 0',
    ]);
    expect(within(card).getByRole('button', { name: 'Bids' })).toBeInTheDocument();

    const other = screen.getByRole('article', { name: 'Haze' });
    expect(within(other).getByRole('group', { name: 'Demand for Haze' })).toHaveTextContent(
      'No open bids',
    );
    expect(within(other).queryByRole('button', { name: 'Bids' })).not.toBeInTheDocument();
  });

  it('an empty answer: every listing says "No open bids", no Bids button', async () => {
    seller({ 'GET /listings/demand': { data: [] } });
    renderWithQueryClient(<MyProducts />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    await waitFor(() => expect(screen.getAllByText('No open bids')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Bids' })).not.toBeInTheDocument();
  });

  it('a demand that cannot be loaded says so once, with Retry; the listings stay', async () => {
    seller({
      'GET /listings/demand': [
        reply(500, { error: 'Database unavailable' }),
        { data: [kushDemand] },
      ],
    });
    const user = userEvent.setup();
    renderWithQueryClient(<MyProducts />);
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('group', { name: 'Demand for Pink Kush' })).toHaveTextContent(
      'Open bids3',
    );
    expect(screen.queryByText('Database unavailable')).not.toBeInTheDocument();
  });

  it('live: a counter that changed, or a bid received on a listing, refetches the demand', async () => {
    const fake = seller({
      'GET /listings/demand': [{ data: [] }, { data: [kushDemand] }, { data: [] }],
    });
    renderWithQueryClient(<MyProducts />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    await waitFor(() => expect(screen.getAllByText('No open bids')).toHaveLength(2));
    act(() => {
      bus.emit('counter:updated', { counter: { id: 'co_1', task_id: 't_1', status: 'accepted' } });
    });
    expect(await screen.findByRole('button', { name: 'Bids' })).toBeInTheDocument();
    const notification = {
      id: 'n_1',
      params: { product_name: 'Pink Kush' },
      link: '/listing',
      read: false,
      created_at: '2026-08-15T15:00:00.000Z',
    };
    // A notification of another kind changes nothing here.
    act(() => {
      bus.emit('notification:created', {
        notification: { ...notification, kind: 'listing_published' },
      });
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.callsTo('GET /listings/demand')).toHaveLength(2);
    act(() => {
      bus.emit('notification:created', { notification: { ...notification, kind: 'bid_received' } });
    });
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Bids' })).not.toBeInTheDocument(),
    );
    expect(fake.callsTo('GET /listings/demand')).toHaveLength(3);
  });
});

describe('the bids dialog', () => {
  it('lists the anonymous bids: quantity, price, total, quality, status, date; the counter of one', async () => {
    const fake = seller();
    const { dialog } = await openBids();
    expect(fake.callsTo('GET /listings/:productId/bids')[0]?.params).toEqual({
      productId: 'p_kush',
    });
    expect(
      within(dialog).getByText(
        'Buyers stay anonymous: you see the terms of their bids, never who they are.',
      ),
    ).toBeInTheDocument();
    const items = within(within(dialog).getByRole('list', { name: 'Bids' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    const open = bidEntry(dialog, /Aug.* 14, 2026/);
    expect(figures(open)).toEqual([
      'Quantity: 500 g',
      'Price per gram: $2.50/g',
      'Total: $1,250.00',
      'Quality: Excellent',
      'Status: Pending',
      expect.stringMatching(/^Placed: Aug.* 14, 2026$/),
    ]);
    expect(within(open).getByRole('button', { name: 'Counter-offer' })).toBeInTheDocument();

    const countered = bidEntry(dialog, /Aug.* 12, 2026/);
    expect(countered).toHaveTextContent('Counter-offer: 300 g at $2.40/g (total $720.00)');
    expect(countered).toHaveTextContent('Status: Sent to the buyer');
    expect(countered).toHaveTextContent('Note: Can ship next week');
    expect(within(countered).queryByRole('button', { name: 'Counter-offer' })).toBeNull();

    const done = bidEntry(dialog, /Aug.* 1, 2026/);
    expect(figures(done)).toContain('Status: Completed');
    expect(figures(done)).toContain('Quality: Low');
    expect(within(done).queryByRole('button', { name: 'Counter-offer' })).toBeNull();

    // Nothing of the buyer, whatever the answer held.
    expect(dialog).not.toHaveTextContent(/Alice|alice@buyer\.test|c_buyer/);
  });

  it('issue 35: counters apply to pending bids only; an accepted counter settles the bid, live', async () => {
    const pending = { ...bids[0]!, counter: null };
    const approved = { ...bids[2]!, id: 't_approved', status: 'Approved' };
    const fake = seller({ 'GET /listings/:productId/bids': { data: [pending, approved] } });
    const { dialog } = await openBids();
    const open = bidEntry(dialog, /Aug.* 14, 2026/);
    expect(within(open).getByRole('button', { name: 'Counter-offer' })).toBeInTheDocument();
    const approvedEntry = bidEntry(dialog, /Aug.* 1, 2026/);
    expect(figures(approvedEntry)).toContain('Status: Approved');
    expect(within(approvedEntry).queryByRole('button', { name: 'Counter-offer' })).toBeNull();

    // The buyer accepts a counter on the pending bid: the panel hears it and stops offering one.
    fake.on('GET /listings/:productId/bids', {
      data: [
        {
          ...pending,
          status: 'Agreed',
          counter: { ...bids[1]!.counter!, task_id: 't_open', status: 'accepted' },
        },
        approved,
      ],
    });
    act(() => {
      bus.emit('counter:updated', {
        counter: { id: 'co_1', task_id: 't_open', status: 'accepted' },
      });
    });
    await waitFor(() => expect(figures(open)).toContain('Status: Agreed'));
    expect(open).toHaveTextContent('Status: Accepted');
    expect(within(open).queryByRole('button', { name: 'Counter-offer' })).toBeNull();
  });

  it('no bids yet: says so', async () => {
    seller({ 'GET /listings/:productId/bids': { data: [] } });
    const user = userEvent.setup();
    renderWithQueryClient(<MyProducts />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    await user.click(await within(card).findByRole('button', { name: 'Bids' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bids on Pink Kush' });
    expect(await within(dialog).findByText('No bids on this listing yet.')).toBeInTheDocument();
  });

  it('closing it returns focus to the Bids button', async () => {
    seller();
    const { user } = await openBids();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const card = screen.getByRole('article', { name: 'Pink Kush' });
    expect(within(card).getByRole('button', { name: 'Bids' })).toHaveFocus();
  });
});

describe('the counter-offer form', () => {
  it("opens on its quantity with the bid's terms; Cancel closes it and focus returns", async () => {
    seller();
    const { user, dialog } = await openBids();
    const open = bidEntry(dialog, /Aug.* 14, 2026/);
    await user.click(within(open).getByRole('button', { name: 'Counter-offer' }));
    const form = within(open).getByRole('form', { name: 'Counter-offer' });
    expect(within(form).getByLabelText(/^Quantity \(g\)/)).toHaveFocus();
    expect(within(form).getByLabelText(/^Quantity \(g\)/)).toHaveValue(500);
    expect(within(form).getByLabelText(/^Price per gram \(\$\)/)).toHaveValue(2.5);
    expect(within(form).getByLabelText('Note to the buyer (optional)')).toHaveValue('');
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    expect(within(open).queryByRole('form')).not.toBeInTheDocument();
    expect(within(open).getByRole('button', { name: 'Counter-offer' })).toHaveFocus();
  });

  it("checks the bid's bounds and the note's length before sending", async () => {
    const fake = seller();
    const { user, dialog } = await openBids();
    const open = bidEntry(dialog, /Aug.* 14, 2026/);
    await user.click(within(open).getByRole('button', { name: 'Counter-offer' }));
    const form = within(open).getByRole('form', { name: 'Counter-offer' });
    const quantity = within(form).getByLabelText(/^Quantity \(g\)/);
    const price = within(form).getByLabelText(/^Price per gram \(\$\)/);
    const note = within(form).getByLabelText('Note to the buyer (optional)');
    const send = within(form).getByRole('button', { name: 'Send counter-offer' });

    await user.clear(quantity);
    await user.type(quantity, '0');
    await user.clear(price);
    await user.click(note);
    await user.paste('x'.repeat(501));
    await user.click(send);
    expect(await within(form).findByText('Quantity must be greater than 0')).toBeInTheDocument();
    expect(within(form).getByText('Price must be greater than $0')).toBeInTheDocument();
    expect(within(form).getByText('Must be at most 500 characters')).toBeInTheDocument();
    expect(quantity).toHaveAttribute('aria-invalid', 'true');

    await user.clear(quantity);
    await user.type(quantity, '12.5');
    await user.type(price, '0.001');
    await user.click(send);
    expect(
      await within(form).findByText('Quantity must be a whole number of grams'),
    ).toBeInTheDocument();
    expect(within(form).getByText('Price per gram must be at least $0.01')).toBeInTheDocument();
    expect(fake.callsTo('POST /listings/:productId/bids/:taskId/counters')).toHaveLength(0);
  });

  it('sends the POST body, then shows the counter awaiting the operator and says it was sent', async () => {
    const fake = seller({
      'POST /listings/:productId/bids/:taskId/counters': reply(201, { data: saved }),
      // Read again after the counter: the bid holds it.
      'GET /listings/:productId/bids': [
        { data: bids },
        { data: bids.map((bid) => (bid.id === 't_open' ? { ...bid, counter: saved } : bid)) },
      ],
    });
    const { user, dialog } = await openBids();
    const open = bidEntry(dialog, /Aug.* 14, 2026/);
    await user.click(within(open).getByRole('button', { name: 'Counter-offer' }));
    const form = within(open).getByRole('form', { name: 'Counter-offer' });
    await user.clear(within(form).getByLabelText(/^Quantity \(g\)/));
    await user.type(within(form).getByLabelText(/^Quantity \(g\)/), '450');
    await user.clear(within(form).getByLabelText(/^Price per gram \(\$\)/));
    await user.type(within(form).getByLabelText(/^Price per gram \(\$\)/), '2.75');
    await user.type(within(form).getByLabelText('Note to the buyer (optional)'), ' Can do 450 g ');
    await user.click(within(form).getByRole('button', { name: 'Send counter-offer' }));

    const sent = await within(open).findByRole('status');
    expect(sent).toHaveTextContent('Counter-offer sent. The operator relays it to the buyer.');
    expect(sent).toHaveFocus();
    const [call] = fake.callsTo('POST /listings/:productId/bids/:taskId/counters');
    expect(call?.params).toEqual({ productId: 'p_kush', taskId: 't_open' });
    expect(call?.body).toEqual({ quantity: 450, price_per_gram: 2.75, note: 'Can do 450 g' });
    expect(open).toHaveTextContent('Counter-offer: 450 g at $2.75/g (total $1,237.50)');
    expect(open).toHaveTextContent('Status: Awaiting the operator');
    expect(within(open).queryByRole('form')).not.toBeInTheDocument();
    expect(within(open).queryByRole('button', { name: 'Counter-offer' })).toBeNull();
    // The bids and the demand are read again.
    await waitFor(() => expect(fake.callsTo('GET /listings/:productId/bids')).toHaveLength(2));
    expect(fake.callsTo('GET /listings/demand').length).toBeGreaterThanOrEqual(2);
  });

  it('a note left empty is not sent', async () => {
    const fake = seller({
      'POST /listings/:productId/bids/:taskId/counters': reply(201, {
        data: { ...saved, note: null },
      }),
    });
    const { user, dialog } = await openBids();
    const open = bidEntry(dialog, /Aug.* 14, 2026/);
    await user.click(within(open).getByRole('button', { name: 'Counter-offer' }));
    await user.click(within(open).getByRole('button', { name: 'Send counter-offer' }));
    await within(open).findByRole('status');
    expect(fake.callsTo('POST /listings/:productId/bids/:taskId/counters')[0]?.body).toEqual({
      quantity: 500,
      price_per_gram: 2.5,
    });
  });

  it("an API refusal shows the API's text; what was typed stays", async () => {
    seller({
      'POST /listings/:productId/bids/:taskId/counters': reply(409, {
        error: 'This bid already has an open counter-offer',
        code: 'domain.api.counterOpen',
      }),
    });
    const { user, dialog } = await openBids();
    const open = bidEntry(dialog, /Aug.* 14, 2026/);
    await user.click(within(open).getByRole('button', { name: 'Counter-offer' }));
    const form = within(open).getByRole('form', { name: 'Counter-offer' });
    await user.clear(within(form).getByLabelText(/^Quantity \(g\)/));
    await user.type(within(form).getByLabelText(/^Quantity \(g\)/), '420');
    await user.type(within(form).getByLabelText('Note to the buyer (optional)'), 'Firm price');
    await user.click(within(form).getByRole('button', { name: 'Send counter-offer' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'This bid already has an open counter-offer',
    );
    expect(within(form).getByLabelText(/^Quantity \(g\)/)).toHaveValue(420);
    expect(within(form).getByLabelText('Note to the buyer (optional)')).toHaveValue('Firm price');
    expect(within(form).getByRole('button', { name: 'Send counter-offer' })).toBeEnabled();
    expect(within(open).queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('Download listings (CSV)', () => {
  it("is a download link to the API's listings export; a click fetches it with the bearer token (issue 35)", async () => {
    const fake = seller();
    renderWithQueryClient(<MyProducts />);
    const link = await screen.findByRole('link', { name: 'Download listings (CSV)' });
    expect(link).toHaveAttribute('download');
    expect(link).toHaveAttribute('href', 'http://api.leafbid.test/exports/listings.csv?lang=en-CA');
    await userEvent.click(link);
    // No fake route for the export: the failure is said in words beside the link.
    expect(await screen.findByText(/^The download failed: /)).toBeInTheDocument();
    const [call] = fake.callsTo('GET /exports/listings.csv');
    expect(call!.headers.Authorization).toMatch(/^Bearer /);
  });
});

describe('in fr-CA', () => {
  /** fr-CA Intl output and the catalogue use no-break spaces (before ':', in '1 200'). */
  const plain = (text: string) => text.replace(/\s/g, ' ');
  beforeEach(() => activateTestLocale('fr-CA', fr));
  afterEach(() => resetTestLocale());

  it('the demand, the bids dialog, the counter form and the CSV link', async () => {
    seller();
    const user = userEvent.setup();
    renderWithQueryClient(<MyProducts />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const demand = await within(card).findByRole('group', { name: 'Demande pour Pink Kush' });
    expect(figures(demand).map(plain)).toEqual([
      'Offres ouvertes: 3',
      'Grammes demandés: 1 200 g',
      'Meilleur prix par gramme: 2,50 $/g',
      'Qualité des offres: Excellente : 1Moyenne : 2Basse : 0',
    ]);
    expect(
      within(screen.getByRole('article', { name: 'Haze' })).getByText('Aucune offre ouverte'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Télécharger les annonces (CSV)' }),
    ).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Offres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Offres sur Pink Kush' });
    await within(dialog).findByRole('list', { name: 'Offres' });
    const open = bidEntry(dialog, /Offre du 14 août 2026/);
    expect(figures(open).map(plain)).toEqual([
      'Quantité: 500 g',
      'Prix par gramme: 2,50 $/g',
      'Total: 1 250,00 $',
      'Qualité: Excellente',
      'Statut: En attente',
      'Reçue le: 14 août 2026',
    ]);
    const countered = bidEntry(dialog, /Offre du 12 août 2026/);
    expect(plain(countered.textContent ?? '')).toContain(
      'Contre-offre : 300 g à 2,40 $/g (total 720,00 $)',
    );
    expect(plain(countered.textContent ?? '')).toContain("Statut : Transmise à l'acheteur");

    await user.click(within(open).getByRole('button', { name: 'Contre-offre' }));
    const form = within(open).getByRole('form', { name: 'Contre-offre' });
    expect(within(form).getByLabelText(/^Quantité \(g\)/)).toHaveValue(500);
    expect(within(form).getByLabelText(/^Prix par gramme \(\$\)/)).toHaveValue(2.5);
    expect(within(form).getByLabelText("Note à l'acheteur (facultative)")).toBeInTheDocument();
    expect(
      within(form).getByRole('button', { name: 'Envoyer la contre-offre' }),
    ).toBeInTheDocument();
  });
});
