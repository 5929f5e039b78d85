// Issue 35: a notification opens the console on its item — /operator?listing=<id>,
// /operator/bids?bid=<id>, /operator/accounts?account=<id>: that tab, that item marked (seen and
// read by screen readers), scrolled into view and focused; further pages loaded until it is found;
// words when it is not there any more.
import { screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { type FakeApi } from '@leafbid/shared/testing';
import {
  makeOperatorAccount,
  makeOperatorBid,
  makeOperatorCounter,
  makeReviewListing,
} from '../testing/operator-fixtures';
import { operatorSession } from '../testing/operator-session';
import { renderWithQuery } from '../testing/render-with-query';
import { OperatorPage } from './operator-page';

const installApi = operatorSession({ profile: true });
let api: FakeApi;
let scrolled: Element[];
beforeEach(() => {
  api = installApi({
    'GET /operator/listings': {
      data: [makeReviewListing('Alpha Kush'), makeReviewListing('Bravo Haze')],
      total: 2,
    },
    'GET /operator/bids': { data: [], nextCursor: null },
    'GET /operator/bids/products': { data: [] },
    'GET /operator/accounts': { data: [], nextCursor: null, counts: {} },
    'GET /operator/counters': { data: [] },
  });
  scrolled = [];
  // jsdom has no layout: record what is brought into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const openAt = (path: string) =>
  renderWithQuery(
    <MemoryRouter initialEntries={[path]}>
      <OperatorPage />
    </MemoryRouter>,
    { liveBridge: false },
  );

const FROM = 'From your notification';

describe('the console opens the item a notification names (issue 35)', () => {
  it('/operator?listing=<id>: that listing in the review queue, marked, in view and focused', async () => {
    openAt('/operator?listing=p_bravo_haze');
    const bravo = (await screen.findByRole('heading', { name: 'Bravo Haze' })).closest('article')!;
    expect(screen.getByRole('tab', { name: 'Listings review' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(bravo).toHaveClass('op-target');
    expect(within(bravo).getByText(FROM)).toBeVisible();
    expect(bravo).toHaveAccessibleDescription(FROM);
    expect(bravo).toHaveFocus();
    expect(scrolled).toEqual([bravo]);
    const alpha = screen.getByRole('heading', { name: 'Alpha Kush' }).closest('article')!;
    expect(alpha).not.toHaveClass('op-target');
    expect(within(alpha).queryByText(FROM)).not.toBeInTheDocument();
  });

  it('/operator with no item marks nothing', async () => {
    openAt('/operator');
    await screen.findByRole('heading', { name: 'Bravo Haze' });
    expect(screen.queryByText(FROM)).not.toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });

  it('a listing no longer awaiting review: words saying so', async () => {
    openAt('/operator?listing=p_published_since');
    expect(
      await screen.findByText(
        'The listing this notification is about no longer awaits review: it was reviewed or withdrawn.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.queryByText(FROM)).not.toBeInTheDocument();
  });

  it('/operator/bids?bid=<id>: the Bids tab, further pages loaded until the bid shows, then marked and focused', async () => {
    api.on('GET /operator/bids', (request) =>
      request.query.cursor === 'page2'
        ? {
            data: [
              makeOperatorBid({
                id: 't_wanted',
                What_Id: { id: 'p_sour', name: 'Sour Diesel' },
                product: null,
              }),
            ],
            nextCursor: null,
          }
        : { data: [makeOperatorBid({ id: 't_first' })], nextCursor: 'page2' },
    );
    openAt('/operator/bids?bid=t_wanted');
    expect(screen.getByRole('tab', { name: 'Bids' })).toHaveAttribute('aria-selected', 'true');
    const cell = await screen.findByRole('rowheader', { name: `${FROM} Sour Diesel` });
    const row = cell.closest('tr')!;
    expect(row).toHaveClass('op-target');
    expect(row).toHaveAccessibleDescription(FROM);
    await waitFor(() => expect(row).toHaveFocus());
    expect(scrolled).toEqual([row]);
    expect(screen.getByRole('rowheader', { name: 'Pink Kush' }).closest('tr')).not.toHaveClass(
      'op-target',
    );
    expect(api.callsTo('GET /operator/bids').map((call) => call.query.cursor)).toEqual([
      undefined,
      'page2',
    ]);
  });

  it('a bid not in the list once every page is loaded: words saying so', async () => {
    api.on('GET /operator/bids', { data: [makeOperatorBid({ id: 't_other' })], nextCursor: null });
    openAt('/operator/bids?bid=t_gone');
    expect(
      await screen.findByText('The bid this notification is about is not in this list.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(FROM)).not.toBeInTheDocument();
  });

  it('/operator/accounts?account=<id>: that account awaiting verification, marked and focused', async () => {
    api.on('GET /operator/accounts', {
      data: [
        makeOperatorAccount(),
        makeOperatorAccount({ id: 'c_new', First_Name: 'Rosalie', Full_Name: 'Rosalie Moreau' }),
      ],
      nextCursor: null,
      counts: { 'awaiting-review': 2 },
    });
    openAt('/operator/accounts?account=c_new');
    expect(screen.getByRole('tab', { name: 'Accounts' })).toHaveAttribute('aria-selected', 'true');
    const card = (await screen.findByRole('heading', { name: 'Rosalie Moreau' })).closest(
      'article',
    )!;
    expect(card).toHaveClass('op-target');
    expect(card).toHaveAccessibleDescription(FROM);
    expect(card).toHaveFocus();
    expect(screen.getByRole('heading', { name: 'Nora Roy' }).closest('article')).not.toHaveClass(
      'op-target',
    );
    expect(api.callsTo('GET /operator/accounts')[0]?.query).toEqual({ state: 'awaiting-review' });
  });

  it('an account not in the list: words saying so', async () => {
    openAt('/operator/accounts?account=c_verified_since');
    expect(
      await screen.findByText(
        'The account this notification is about is not in this list: it may have been reviewed already.',
      ),
    ).toBeInTheDocument();
  });

  it('/operator/counters?counter=<id>: that counter-offer marked and focused; one gone is said so', async () => {
    api.on('GET /operator/counters', {
      data: [makeOperatorCounter({ id: 'co_first' }), makeOperatorCounter({ id: 'co_wanted' })],
    });
    const { unmount } = openAt('/operator/counters?counter=co_wanted');
    expect(screen.getByRole('tab', { name: 'Counters' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(document.querySelector('article.op-target')).not.toBeNull());
    const marked = document.querySelector<HTMLElement>('article.op-target')!;
    expect(marked).toHaveAttribute('aria-labelledby', 'op-counter-co_wanted');
    expect(marked).toHaveAccessibleDescription(FROM);
    expect(marked).toHaveFocus();
    expect(screen.getAllByText(FROM)).toHaveLength(1);
    expect(document.querySelectorAll('article.op-counter')).toHaveLength(2);
    unmount();

    openAt('/operator/counters?counter=co_gone');
    expect(
      await screen.findByText('The counter-offer this notification is about is not in this list.'),
    ).toBeInTheDocument();
  });
});
