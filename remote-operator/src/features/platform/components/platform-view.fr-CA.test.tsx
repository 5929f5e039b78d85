// Issue 37: the Platform tab in fr-CA — its texts from locales/fr-CA.json, its percentages in the
// locale's form.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  createFakeIdentity,
  installFakeApi,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../../../locales/fr-CA.json';
import { renderWithQuery } from '../../../testing/render-with-query';
import { PlatformView } from './platform-view';

const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');
const STABLE = '20261208T001200Z-3f2a9c1b77';
const CANARY = '20261208T013000Z-aa01bb02cc';
const release = (id: string, sessions: number, failed: number) => ({
  id,
  manifest: `http://localhost:3002/${id}/mf-manifest.json`,
  kernel: '^2.5.1',
  commit: '563332b1234567',
  publishedAt: '2026-12-08T00:12:00.000Z',
  health: { sessions, failed, failureRate: sessions ? failed / sessions : 0 },
});

let api: FakeApi;
beforeEach(() => {
  activateTestLocale('fr-CA', fr);
  resetStoresForTest();
  createFakeIdentity({ user: { uid: 'demo-admin', email: 'admin@leafbid.test' } });
});
afterEach(() => {
  api.restore();
  resetTestLocale();
});

it('shows the releases, their health and the confirmation in French', async () => {
  const stable = release(STABLE, 40, 2);
  const canary = release(CANARY, 8, 1);
  api = installFakeApi({
    'GET /operator/platform': {
      data: [
        {
          name: 'orders',
          stable,
          canary: { percent: 10, release: canary },
          releases: [canary, stable],
          history: [],
          canRollBack: true,
        },
      ],
      plain: [],
      rollback: { margin: 0.05, minSessions: 20 },
    },
  });
  renderWithQuery(<PlatformView />);
  expect(await screen.findByRole('heading', { name: 'Module distant orders' })).toBeInTheDocument();
  const table = screen.getByRole('table', { name: 'Versions de orders' });
  const canaryRow = within(table).getByRole('row', { name: new RegExp(CANARY) });
  expect(plain(within(canaryRow).getByText(/^Canari,/).textContent)).toBe('Canari, 10 %');
  expect(plain(within(canaryRow).getByText(/12,5/).textContent)).toBe('12,5 % 1 sur 8 en échec');
  await userEvent.click(
    within(canaryRow).getByRole('button', {
      name: `Promouvoir ${CANARY} de orders comme version stable`,
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: `Promouvoir ${CANARY}?` });
  expect(within(dialog).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  expect(dialog).toHaveTextContent(`Tous les utilisateurs de orders reçoivent ${CANARY}`);
});
