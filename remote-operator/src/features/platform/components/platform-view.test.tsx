import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@leafbid/shared';
import { installFakeApi, reply, signedInWithFakeApi, type FakeApi } from '@leafbid/shared/testing';
import type { PlatformReleaseJson, PlatformResponse } from '@leafbid/domain/schemas';
import { renderWithQuery } from '../../../testing/render-with-query';
import { RELEASE_PINS_KEY, reloadTab } from '../release-pins';
import { PlatformView } from './platform-view';

let api: FakeApi;
signedInWithFakeApi(() => api, { user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });

const STABLE = '20261208T001200Z-3f2a9c1b77';
const CANARY = '20261208T013000Z-aa01bb02cc';
const OLDER = '20261207T090000Z-0123456789';

function release(id: string, overrides: Partial<PlatformReleaseJson> = {}): PlatformReleaseJson {
  return {
    id,
    manifest: `http://localhost:3002/${id}/mf-manifest.json`,
    kernel: '^2.5.1',
    commit: `563332b${id.slice(-3)}ffffffff`,
    publishedAt: '2026-12-08T00:12:00.000Z',
    health: { sessions: 0, failed: 0, failureRate: 0 },
    ...overrides,
  };
}

function view(overrides: Partial<PlatformResponse['data'][number]> = {}): PlatformResponse {
  const stable = release(STABLE, { health: { sessions: 40, failed: 2, failureRate: 0.05 } });
  const canary = release(CANARY, {
    kernel: '^2.6.0',
    health: { sessions: 8, failed: 1, failureRate: 0.125 },
  });
  return {
    data: [
      {
        name: 'orders',
        stable,
        canary: { percent: 10, release: canary },
        releases: [canary, stable, release(OLDER)],
        history: [
          {
            at: '2026-12-08T01:30:00.000Z',
            action: 'canary',
            release: CANARY,
            by: 'ana@leafbid.test',
            reason: '10 %',
          },
        ],
        canRollBack: true,
        ...overrides,
      },
    ],
    plain: [{ name: 'partner', manifest: 'https://partner.example/mf-manifest.json' }],
    rollback: { margin: 0.05, minSessions: 20 },
  };
}

const promoted = (): PlatformResponse => {
  const answer = view();
  const remote = answer.data[0]!;
  return {
    ...answer,
    data: [{ ...remote, stable: remote.releases[0]!, canary: null }],
  };
};

const releasesTable = () => screen.findByRole('table', { name: 'Releases of orders' });
const rowOf = async (id: string) =>
  within(await releasesTable()).getByRole('row', { name: new RegExp(id) });

beforeEach(() => sessionStorage.clear());

describe('Platform (issue 37)', () => {
  it('shows each remote’s stable and canary, kernel ranges, failure rates and sessions', async () => {
    api = installFakeApi({ 'GET /operator/platform': view() });
    renderWithQuery(<PlatformView />);
    const card = screen.getByRole('region', { name: 'Platform' });
    expect(await within(card).findByRole('heading', { name: 'Remote orders' })).toBeVisible();
    expect(screen.getByText(STABLE, { selector: 'dd' })).toBeInTheDocument();
    expect(screen.getByText(`${CANARY} to 10% of users`)).toBeInTheDocument();

    const stableRow = await rowOf(STABLE);
    expect(within(stableRow).getByText('Stable')).toBeInTheDocument();
    expect(within(stableRow).getByText('^2.5.1')).toBeInTheDocument();
    expect(within(stableRow).getByText('5%')).toBeInTheDocument();
    expect(within(stableRow).getByText('2 of 40 failed')).toBeInTheDocument();
    expect(within(stableRow).getByText('40')).toBeInTheDocument();
    // The stable release has nothing to promote.
    expect(within(stableRow).queryByRole('button', { name: /^Promote/ })).toBeNull();

    const canaryRow = await rowOf(CANARY);
    expect(within(canaryRow).getByText('Canary, 10%')).toBeInTheDocument();
    expect(within(canaryRow).getByText('^2.6.0')).toBeInTheDocument();
    expect(within(canaryRow).getByText('12.5%')).toBeInTheDocument();
    expect(within(canaryRow).getByText('1 of 8 failed')).toBeInTheDocument();

    const olderRow = await rowOf(OLDER);
    expect(within(olderRow).getByText('Not served')).toBeInTheDocument();
    expect(within(olderRow).getByText('No reports')).toBeInTheDocument();

    expect(
      screen.getByRole('button', { name: 'Roll back orders to its previous stable release' }),
    ).toBeEnabled();
    expect(screen.getByRole('button', { name: 'End canary of orders' })).toBeEnabled();
    expect(
      screen.getByText(
        'A canary is switched off automatically when its failure rate exceeds the stable release’s by more than 5% over at least 20 sessions.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('https://partner.example/mf-manifest.json')).toBeInTheDocument();
    expect(
      screen.getByText(/canary 20261208T013000Z-aa01bb02cc by ana@leafbid.test \(10 %\)/),
    ).toBeInTheDocument();
  });

  it('promote asks to confirm first, then calls the API and shows the new stable', async () => {
    api = installFakeApi({
      'GET /operator/platform': view(),
      'POST /operator/platform/:remote/promote': promoted(),
    });
    renderWithQuery(<PlatformView />);
    await userEvent.click(
      within(await rowOf(CANARY)).getByRole('button', {
        name: `Promote ${CANARY} of orders to stable`,
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: `Promote ${CANARY}?` });
    expect(dialog).toHaveTextContent(
      `Every user of orders gets ${CANARY} from their next page load.`,
    );
    expect(api.callsTo('POST /operator/platform/:remote/promote')).toHaveLength(0);

    // Cancel asks nothing of the API.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /operator/platform/:remote/promote')).toHaveLength(0);

    await userEvent.click(
      within(await rowOf(CANARY)).getByRole('button', {
        name: `Promote ${CANARY} of orders to stable`,
      }),
    );
    const again = await screen.findByRole('dialog', { name: `Promote ${CANARY}?` });
    await userEvent.click(within(again).getByRole('button', { name: 'Promote' }));
    expect(
      await screen.findByText(`${CANARY} is now the stable release of orders.`),
    ).toBeInTheDocument();
    const [call] = api.callsTo('POST /operator/platform/:remote/promote');
    expect(call?.params).toEqual({ remote: 'orders' });
    expect(call?.body).toEqual({ release: CANARY });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await rowOf(CANARY)).getByText('Stable')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End canary of orders' })).toBeNull();
  });

  it('roll back and end canary are confirmed too, and call their routes', async () => {
    api = installFakeApi({
      'GET /operator/platform': view(),
      'POST /operator/platform/:remote/rollback': view({ stable: release(OLDER) }),
      'POST /operator/platform/:remote/canary': view({ canary: null }),
    });
    renderWithQuery(<PlatformView />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Roll back orders to its previous stable release',
      }),
    );
    const rollback = await screen.findByRole('dialog', { name: 'Roll back orders?' });
    await userEvent.click(within(rollback).getByRole('button', { name: 'Roll back' }));
    expect(await screen.findByText(`orders is back on ${OLDER}.`)).toBeInTheDocument();
    expect(api.callsTo('POST /operator/platform/:remote/rollback')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'End canary of orders' }));
    const end = await screen.findByRole('dialog', { name: 'End the canary of orders?' });
    expect(end).toHaveTextContent(`The users who got ${CANARY} get the stable release`);
    await userEvent.click(within(end).getByRole('button', { name: 'End canary' }));
    expect(await screen.findByText('The canary of orders has ended.')).toBeInTheDocument();
    expect(api.callsTo('POST /operator/platform/:remote/canary')[0]?.body).toEqual({ percent: 0 });
  });

  it('shows the API’s refusal and keeps the view as it was', async () => {
    api = installFakeApi({
      'GET /operator/platform': view(),
      'POST /operator/platform/:remote/rollback': reply(409, {
        error: 'orders has no previous stable release to roll back to',
        code: 'domain.platformApi.nothingToRollBack',
        params: { remote: 'orders' },
      }),
    });
    renderWithQuery(<PlatformView />);
    await userEvent.click(
      await screen.findByRole('button', {
        name: 'Roll back orders to its previous stable release',
      }),
    );
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Roll back' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'orders has no previous stable release to roll back to',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(await rowOf(STABLE)).getByText('Stable')).toBeInTheDocument();
  });

  it('Roll back is off when there is no earlier stable release', async () => {
    api = installFakeApi({ 'GET /operator/platform': view({ canRollBack: false, canary: null }) });
    renderWithQuery(<PlatformView />);
    expect(
      await screen.findByRole('button', {
        name: 'Roll back orders to its previous stable release',
      }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'End canary of orders' })).toBeNull();
  });

  it('says when the registry cannot be loaded, and Retry asks again', async () => {
    api = installFakeApi({
      'GET /operator/platform': [
        reply(503, { error: 'The release registry cannot be read right now. Please try again.' }),
        view(),
      ],
    });
    renderWithQuery(<PlatformView />);
    expect(
      await screen.findByText('The release registry cannot be read right now. Please try again.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Remote orders' })).toBeInTheDocument();
  });

  it('shows a spinner while loading, and says when no remote has releases', async () => {
    api = installFakeApi({
      'GET /operator/platform': {
        data: [],
        plain: [],
        rollback: { margin: 0.05, minSessions: 20 },
      },
    });
    renderWithQuery(<PlatformView />);
    expect(
      screen.getByRole('status', { name: 'Loading the release registry' }),
    ).toBeInTheDocument();
    expect(await screen.findByText('No remote has releases yet')).toBeInTheDocument();
  });

  it('“Try in this tab” pins the release for this tab (other pins kept) and reloads; “Stop trying” unpins', async () => {
    const reload = jest.spyOn(reloadTab, 'now').mockImplementation(() => undefined);
    sessionStorage.setItem(RELEASE_PINS_KEY, JSON.stringify({ listings: 'x-release' }));
    api = installFakeApi({ 'GET /operator/platform': view() });
    const { unmount } = renderWithQuery(<PlatformView />);
    await userEvent.click(
      within(await rowOf(CANARY)).getByRole('button', {
        name: `Try in this tab: ${CANARY} of orders`,
      }),
    );
    expect(JSON.parse(sessionStorage.getItem(RELEASE_PINS_KEY) ?? '{}')).toEqual({
      listings: 'x-release',
      orders: CANARY,
    });
    expect(reload).toHaveBeenCalledTimes(1);
    unmount();

    // After the reload the tab says what it runs, and can stop.
    renderWithQuery(<PlatformView />);
    expect(
      await screen.findByText(
        `This tab runs ${CANARY} of orders, whatever the registry serves others.`,
      ),
    ).toBeInTheDocument();
    expect(within(await rowOf(CANARY)).getByText('Tried in this tab')).toBeInTheDocument();
    await userEvent.click(
      within(await rowOf(CANARY)).getByRole('button', { name: `Stop trying ${CANARY} of orders` }),
    );
    expect(JSON.parse(sessionStorage.getItem(RELEASE_PINS_KEY) ?? '{}')).toEqual({
      listings: 'x-release',
    });
    expect(reload).toHaveBeenCalledTimes(2);
    reload.mockRestore();
  });

  it('an answer of another shape is a failure said in words, not a crash', async () => {
    api = installFakeApi({ 'GET /operator/platform': { data: 'nope' } });
    renderWithQuery(<PlatformView />);
    expect(await screen.findByText('Failed to load the release registry.')).toBeInTheDocument();
  });
});

describe('Platform: a notification’s link (issue 37)', () => {
  it('brings the remote it names into view, marked and focused', async () => {
    api = installFakeApi({ 'GET /operator/platform': view() });
    renderWithQuery(<PlatformView focusId="orders" />);
    const card = await screen.findByRole('region', { name: 'Remote orders' });
    expect(card).toHaveAccessibleDescription('From your notification');
    expect(card).toHaveFocus();
  });
});

describe('Platform: the API’s own rollback (issue 37)', () => {
  it('refetches when the Admins are told a canary was rolled back, not for other notifications', async () => {
    api = installFakeApi({ 'GET /operator/platform': [view(), view({ canary: null })] });
    renderWithQuery(<PlatformView />);
    expect(await screen.findByRole('button', { name: 'End canary of orders' })).toBeInTheDocument();
    const notification = (kind: string) => ({
      notification: {
        id: `nt_${kind}`,
        kind,
        params: {},
        link: null,
        read: false,
        created_at: '2026-12-08T01:00:00.000Z',
      },
    });
    act(() => bus.emit('notification:created', notification('bid_to_move')));
    expect(api.callsTo('GET /operator/platform')).toHaveLength(1);
    act(() => bus.emit('notification:created', notification('release_rolled_back')));
    await screen.findByText('None', { selector: 'dd' });
    expect(screen.queryByRole('button', { name: 'End canary of orders' })).toBeNull();
    expect(api.callsTo('GET /operator/platform')).toHaveLength(2);
  });
});
