// Issue 20: the header's notification centre (bell, count, list, mark as read, live).
import { bus, useAuthStore, useProfileStore } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  renderWithQueryClient,
  reply,
  type FakeApi,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { refetchNotifications } from '../hooks/notifications-query-key';
import { NotificationCentre } from './notification-centre';

const MINUTE = 60_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

function notification(overrides: Record<string, unknown> = {}) {
  return {
    id: 'n_1',
    kind: 'bid_approved',
    params: { product_name: 'Blue Dream' },
    link: '/orders',
    read: false,
    created_at: ago(5 * MINUTE),
    ...overrides,
  };
}

let api: FakeApi;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

function renderCentre() {
  const user = userEvent.setup();
  const result = renderWithQueryClient(
    <MemoryRouter initialEntries={['/']}>
      <NotificationCentre />
      <Routes>
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { user, ...result };
}

const bell = (name: string | RegExp) => screen.findByRole('button', { name });
/** While the menu is open the rest of the page is hidden from assistive technology (modal). */
const bellBehindMenu = () => screen.getByTestId('notification-bell');

async function openMenu(user: ReturnType<typeof userEvent.setup>, name: string | RegExp) {
  await user.click(await bell(name));
  return screen.findByRole('menu', { name: 'Notifications' });
}

const itemTexts = (menu: HTMLElement) =>
  within(menu)
    .queryAllByTestId('notification-item')
    .map((item) => item.querySelector('.hs-notifications__text')?.textContent ?? '');

signedInWithFakeApi(() => api);
beforeEach(() => {
  useAuthStore.setState({
    status: 'authenticated',
    user: { uid: 'demo-buyer', email: 'buyer@leafbid.test' },
  });
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
  api = installFakeApi({
    'GET /notifications': {
      data: [notification(), notification({ id: 'n_2', read: true, kind: 'bid_completed' })],
      unread: 3,
      nextCursor: null,
    },
    'POST /notifications/read': (request) => ({
      unread: (request.body as { ids?: string[] }).ids ? 2 : 0,
    }),
  });
});

describe('notification centre in the header (issue 20)', () => {
  it("shows the API's unread count on the bell and in its accessible name", async () => {
    renderCentre();
    const button = await bell('Notifications, 3 unread');
    expect(button).toHaveTextContent('3');
    expect(button).toHaveAttribute('data-testid', 'notification-bell');
    expect(api.callsTo('GET /notifications')[0]?.query).toEqual({ limit: '20' });
  });

  it("names the bell 'Notifications' with no badge when nothing is unread, and '1 unread' for one", async () => {
    api.on('GET /notifications', { data: [], unread: 0, nextCursor: null });
    const { unmount } = renderCentre();
    const button = await bell('Notifications');
    await waitFor(() => expect(api.callsTo('GET /notifications')).toHaveLength(1));
    expect(button.querySelector('.hs-notifications__badge')).toBeNull();
    unmount();

    api.on('GET /notifications', { data: [notification()], unread: 1, nextCursor: null });
    renderCentre();
    expect(await bell('Notifications, 1 unread')).toBeInTheDocument();
  });

  it('caps the badge at 99+ (the name keeps the count)', async () => {
    api.on('GET /notifications', { data: [notification()], unread: 120, nextCursor: null });
    renderCentre();
    expect(await bell('Notifications, 120 unread')).toHaveTextContent('99+');
  });

  it('is not shown before the contact is known', () => {
    useProfileStore.setState({ profile: null });
    renderCentre();
    expect(screen.queryByRole('button', { name: /Notifications/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /notifications')).toHaveLength(0);
  });

  it("lists every kind's text with its params, newest first, marking the unread ones", async () => {
    const params = {
      product_name: 'Blue Dream',
      quantity: 1500,
      price_per_gram: 12.5,
    };
    api.on('GET /notifications', {
      data: [
        notification({ id: 'a', kind: 'bid_approved', params }),
        notification({ id: 'b', kind: 'bid_completed', params }),
        notification({ id: 'c', kind: 'bid_countered', params }),
        notification({ id: 'd', kind: 'listing_published', params }),
        notification({
          id: 'e',
          kind: 'listing_declined',
          params: { ...params, note: 'Add the COA' },
        }),
        notification({ id: 'e2', kind: 'listing_declined', params: { ...params, note: null } }),
        notification({ id: 'f', kind: 'bid_received', params: { ...params, quantity: '250' } }),
        notification({
          id: 'g',
          kind: 'counter_answered',
          params: { ...params, answer: 'accepted' },
        }),
        notification({
          id: 'g2',
          kind: 'counter_answered',
          params: { ...params, answer: 'declined' },
        }),
        notification({ id: 'h', kind: 'account_verified', params: {} }),
        notification({ id: 'i', kind: 'account_suspended', params: { reason: 'Licence expired' } }),
        notification({ id: 'j', kind: 'account_reinstated', params: {} }),
        notification({ id: 'k', kind: 'listing_review', params }),
        notification({ id: 'l', kind: 'counter_to_relay', params, read: true }),
        notification({
          id: 'l2',
          kind: 'release_rolled_back',
          params: {
            remote: 'orders',
            release: '20261208T001200Z-3f2a9c1b77',
            canary_rate: '100 %',
            stable_rate: '0 %',
          },
          read: true,
        }),
        notification({ id: 'm', kind: 'something_new', params: {}, read: true }),
        // Without an id it cannot be marked read: left out.
        { kind: 'bid_approved', params, read: false },
        'not a notification',
      ],
      unread: 13,
      nextCursor: null,
    });
    const { user } = renderCentre();
    const menu = await openMenu(user, 'Notifications, 13 unread');
    // Named by its title (a menu's label, not a heading: a menu holds only items and groups).
    expect(menu).toHaveAccessibleName('Notifications');
    expect(within(menu).queryByRole('heading')).toBeNull();
    expect(itemTexts(menu)).toEqual([
      'Unread: Your bid on Blue Dream was approved.',
      'Unread: Your bid on Blue Dream was completed.',
      'Unread: Counter-offer on your bid for Blue Dream: 1 500 g at $12.50 per gram.',
      'Unread: Your listing Blue Dream was published.',
      "Unread: Your listing Blue Dream was declined. The operator's note: Add the COA",
      'Unread: Your listing Blue Dream was declined.',
      'Unread: New bid on your listing Blue Dream: 250 g at $12.50 per gram.',
      'Unread: The buyer accepted your counter-offer on Blue Dream.',
      'Unread: The buyer declined your counter-offer on Blue Dream.',
      'Unread: Your account was verified.',
      'Unread: Your account was suspended. Reason: Licence expired',
      'Unread: Your account was reinstated.',
      'Unread: A listing awaits review: Blue Dream.',
      'A counter-offer on Blue Dream awaits relay.',
      'The canary release 20261208T001200Z-3f2a9c1b77 of orders was rolled back automatically: it failed in 100 % of its sessions, the stable release in 0 %.',
      'You have a new notification.',
    ]);
    // The menu items are named by their text (a browser test finds them by role and name).
    expect(
      within(menu).getByRole('menuitem', { name: /Your account was verified\./ }),
    ).toHaveAttribute('data-unread', 'true');
    expect(within(menu).getByRole('menuitem', { name: /awaits relay/ })).not.toHaveAttribute(
      'data-unread',
    );
    expect(within(menu).getAllByText('5 minutes ago')).toHaveLength(16);
  });

  it('choosing an unread notification marks it read (POST ids) and opens its link', async () => {
    const { user } = renderCentre();
    const menu = await openMenu(user, 'Notifications, 3 unread');
    await user.click(within(menu).getByRole('menuitem', { name: /Blue Dream was approved/ }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/orders'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST /notifications/read')[0]?.body).toEqual({ ids: ['n_1'] });
    expect(await bell('Notifications, 2 unread')).toHaveFocus();
    const reopened = await openMenu(user, 'Notifications, 2 unread');
    expect(itemTexts(reopened)[0]).toBe('Your bid on Blue Dream was approved.');
  });

  it('a read notification only navigates; a link to another site is not followed', async () => {
    api.on('GET /notifications', {
      data: [
        notification({ id: 'r', read: true, link: '/listing' }),
        notification({ id: 'x', read: true, link: 'https://evil.example/phish' }),
      ],
      unread: 0,
      nextCursor: null,
    });
    const { user } = renderCentre();
    let menu = await openMenu(user, 'Notifications');
    await user.click(within(menu).getAllByRole('menuitem', { name: /approved/ })[0]!);
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/listing'));
    menu = await openMenu(user, 'Notifications');
    await user.click(within(menu).getAllByRole('menuitem', { name: /approved/ })[1]!);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(screen.getByTestId('where')).toHaveTextContent('/listing');
    expect(api.callsTo('POST /notifications/read')).toHaveLength(0);
  });

  it("'Mark all as read' sends no ids, clears the count and keeps the list open", async () => {
    const { user } = renderCentre();
    const menu = await openMenu(user, 'Notifications, 3 unread');
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    await waitFor(() => expect(api.callsTo('POST /notifications/read')).toHaveLength(1));
    expect(api.callsTo('POST /notifications/read')[0]?.body).toEqual({});
    expect(screen.getByRole('menu')).toBeInTheDocument();
    expect(itemTexts(menu).some((text) => text.startsWith('Unread'))).toBe(false);
    expect(within(menu).getByRole('menuitem', { name: 'Mark all as read' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.keyboard('{Escape}');
    expect(await bell('Notifications')).toHaveFocus();
  });

  it('a failed mark says so and shows the count the API has again', async () => {
    api.on('POST /notifications/read', reply(500, { error: 'Database unavailable' }));
    const { user } = renderCentre();
    const menu = await openMenu(user, 'Notifications, 3 unread');
    await user.click(within(menu).getByRole('menuitem', { name: 'Mark all as read' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent('Database unavailable');
    await waitFor(() => expect(api.callsTo('GET /notifications')).toHaveLength(2));
    await waitFor(() =>
      expect(bellBehindMenu()).toHaveAttribute('aria-label', 'Notifications, 3 unread'),
    );
    expect(itemTexts(menu)[0]).toBe('Unread: Your bid on Blue Dream was approved.');
  });

  it('a live notification:created adds it first and counts it, without a reload (once per id)', async () => {
    const { user } = renderCentre();
    await bell('Notifications, 3 unread');
    const live = notification({
      id: 'n_live',
      kind: 'bid_countered',
      params: { product_name: 'Pink Kush', quantity: 100, price_per_gram: 8 },
      created_at: new Date().toISOString(),
    });
    act(() => bus.emit('notification:created', { notification: live }));
    expect(await bell('Notifications, 4 unread')).toHaveTextContent('4');
    act(() => bus.emit('notification:created', { notification: live }));
    expect(await bell('Notifications, 4 unread')).toBeInTheDocument();
    const menu = await openMenu(user, 'Notifications, 4 unread');
    expect(itemTexts(menu)[0]).toBe(
      'Unread: Counter-offer on your bid for Pink Kush: 100 g at $8.00 per gram.',
    );
    expect(within(menu).getByText('Just now')).toBeInTheDocument();
    expect(api.callsTo('GET /notifications')).toHaveLength(1);
  });

  it('marks read what another tab marked (notifications:read), and refetches on resync', async () => {
    renderCentre();
    await bell('Notifications, 3 unread');
    act(() => bus.emit('notifications:read', { ids: ['n_1'], unread: 2 }));
    expect(await bell('Notifications, 2 unread')).toBeInTheDocument();

    api.on('GET /notifications', { data: [], unread: 0, nextCursor: null });
    act(() => bus.emit('live:resynced'));
    expect(await bell('Notifications')).toBeInTheDocument();
    expect(api.callsTo('GET /notifications')).toHaveLength(2);
  });

  it('counts what was written before the live stream listened once the stream opens (refetchNotifications)', async () => {
    const { queryClient } = renderCentre();
    await bell('Notifications, 3 unread');
    // Approved after the bell's first fetch, while the stream was still connecting: no event.
    api.on('GET /notifications', {
      data: [notification({ id: 'n_3', created_at: ago(0) }), notification()],
      unread: 4,
      nextCursor: null,
    });
    await act(() => refetchNotifications(queryClient));
    expect(await bell('Notifications, 4 unread')).toBeInTheDocument();
    expect(api.callsTo('GET /notifications')).toHaveLength(2);
  });

  it("shows 'No notifications yet' when there are none", async () => {
    api.on('GET /notifications', { data: [], unread: 0, nextCursor: null });
    const { user } = renderCentre();
    const menu = await openMenu(user, 'Notifications');
    expect(await within(menu).findByText('No notifications yet')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: 'Mark all as read' })).toBeNull();
  });

  it('shows a loading state, then an error with Retry that loads them', async () => {
    let fail: () => void = () => {};
    api.on('GET /notifications', [
      () =>
        new Promise((resolve) => (fail = () => resolve(reply(503, { error: 'Try again soon' })))),
      { data: [notification()], unread: 1, nextCursor: null },
    ]);
    const { user } = renderCentre();
    const menu = await openMenu(user, 'Notifications');
    expect(within(menu).getByRole('status', { name: 'Loading notifications' })).toBeInTheDocument();
    await act(async () => fail());
    expect(await within(menu).findByRole('alert')).toHaveTextContent('Try again soon');
    await user.click(within(menu).getByRole('menuitem', { name: 'Retry' }));
    await waitFor(() =>
      expect(bellBehindMenu()).toHaveAttribute('aria-label', 'Notifications, 1 unread'),
    );
    expect(itemTexts(screen.getByRole('menu'))).toEqual([
      'Unread: Your bid on Blue Dream was approved.',
    ]);
  });

  it("'Load more' fetches the next page with its cursor and adds it below", async () => {
    api.on('GET /notifications', (request) =>
      request.query.cursor === 'page-2'
        ? {
            data: [notification({ id: 'old', kind: 'account_verified', read: true })],
            unread: 1,
            nextCursor: null,
          }
        : { data: [notification()], unread: 1, nextCursor: 'page-2' },
    );
    const { user } = renderCentre();
    const menu = await openMenu(user, 'Notifications, 1 unread');
    await user.click(within(menu).getByRole('menuitem', { name: 'Load more' }));
    await waitFor(() =>
      expect(itemTexts(menu)).toEqual([
        'Unread: Your bid on Blue Dream was approved.',
        'Your account was verified.',
      ]),
    );
    expect(api.callsTo('GET /notifications')[1]?.query).toEqual({ limit: '20', cursor: 'page-2' });
    expect(within(menu).queryByRole('menuitem', { name: 'Load more' })).toBeNull();
  });
});
