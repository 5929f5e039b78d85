import { act, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { bus, useProfileStore } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  type FakeApi,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { makeReviewListing } from '../testing/operator-fixtures';
import OperatorPageModule, { OperatorPage } from './exposes/operator-page';
import { tabOfPath } from './operator-page';
import { renderWithQuery } from '../testing/render-with-query';

let api: FakeApi;
signedInWithFakeApi(() => api, { user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });
beforeEach(() => {
  api = installFakeApi({
    'GET /operator/listings': { data: [], total: 0 },
    'GET /operator/bids': { data: [], nextCursor: null },
    'GET /operator/bids/products': { data: [] },
    'GET /operator/accounts': { data: [], nextCursor: null, counts: {} },
    'GET /operator/outbox': { data: [], nextCursor: null, counts: [] },
    'GET /operator/counters': { data: [] },
    'GET /operator/audit': { data: [], nextCursor: null },
    'GET /operator/platform': { data: [], plain: [], rollback: { margin: 0.05, minSessions: 20 } },
  });
});

describe('./OperatorPage (issue 11)', () => {
  it('is the default export the host mounts', () => {
    expect(OperatorPageModule).toBe(OperatorPage);
  });

  it('shows an Admin the seven sections as tabs, keyboard usable', async () => {
    useProfileStore.getState().setProfile(makeContact({ Contact_Type: ['Admin'] }));
    renderWithQuery(<OperatorPage />, { liveBridge: false });
    expect(screen.getByRole('heading', { level: 1, name: 'Operator console' })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent);
    expect(tabs).toEqual([
      'Listings review',
      'Bids',
      'Counters',
      'Accounts',
      'Audit',
      'Automation',
      'Platform',
    ]);
    expect(await screen.findByText('No listings await review')).toBeInTheDocument();
    act(() => screen.getByRole('tab', { name: 'Listings review' }).focus());
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Bids' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No bids match these filters')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('No counter-offers match this filter')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('No accounts match')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('No audit records match these filters')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('No webhook rows match these filters')).toBeInTheDocument();
    // Issue 37: the remotes' releases.
    await userEvent.keyboard('{ArrowRight}');
    expect(await screen.findByText('No remote has releases yet')).toBeInTheDocument();
  });

  it('issue 20: each tab has its address (/operator/{tab}): a link opens its tab, a click moves the address', async () => {
    useProfileStore.getState().setProfile(makeContact({ Contact_Type: ['Admin'] }));
    function Location() {
      return <output data-testid="location">{useLocation().pathname}</output>;
    }
    const pathname = () => screen.getByTestId('location').textContent;
    renderWithQuery(
      <MemoryRouter initialEntries={['/operator/counters']}>
        <OperatorPage />
        <Location />
      </MemoryRouter>,
      { liveBridge: false },
    );
    expect(screen.getByRole('tab', { name: 'Counters' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('No counter-offers match this filter')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Audit' }));
    expect(pathname()).toBe('/operator/audit');
    expect(await screen.findByText('No audit records match these filters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Listings review' }));
    expect(pathname()).toBe('/operator');
    expect(tabOfPath('/operator')).toBe('listings');
    expect(tabOfPath('/operator/listings')).toBe('listings');
    expect(tabOfPath('/operator/accounts/c_1')).toBe('accounts');
    expect(tabOfPath('/operator/nothing')).toBe('listings');
  });

  it("keeps the open tab current with the operator's live events (its own half of the live bridge)", async () => {
    useProfileStore.getState().setProfile(makeContact({ Contact_Type: ['Admin'] }));
    api.on('GET /operator/listings', [
      { data: [], total: 0 },
      { data: [makeReviewListing('Ghost Train Haze')], total: 1 },
    ]);
    renderWithQuery(<OperatorPage />, { liveBridge: false });
    await screen.findByText('No listings await review');
    act(() => bus.emit('operator:listing-requested', { product: { id: 'p_ghost_train_haze' } }));
    expect(await screen.findByRole('article', { name: 'Ghost Train Haze' })).toBeInTheDocument();
  });

  it('tells a user who is not an Admin that the console is not theirs, without asking the API', () => {
    useProfileStore.getState().setProfile(makeContact({ Contact_Type: ['Buyer'] }));
    renderWithQuery(<OperatorPage />, { liveBridge: false });
    expect(screen.getByText('The operator console is for Admins only.')).toBeInTheDocument();
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});
