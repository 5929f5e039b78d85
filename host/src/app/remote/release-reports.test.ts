import { reportRelease, resetReleaseReports, sendReleaseReportsTo } from './release-reports';
import { chooseReleases, resetReleases } from './releases';

const digest = (char: string) => `sha384-${char.repeat(64)}`;
const ID = '20261208T001200Z-3f2a9c1b77';
const RELEASE = {
  id: ID,
  manifest: `http://localhost:3002/${ID}/mf-manifest.json`,
  kernel: '^2.5.1',
  integrity: {
    'mf-manifest.json': digest('M'),
    'leafbid-remote.json': digest('D'),
    'remoteEntry.js': digest('E'),
    'integrity.json': digest('I'),
  },
};

let fetchMock: jest.Mock;
const reports = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/platform/reports'))
    .map(([url, init]: [string, RequestInit]) => ({
      url,
      body: JSON.parse(String(init.body)) as Record<string, string>,
      init,
    }));

beforeEach(() => {
  resetReleases();
  resetReleaseReports();
  fetchMock = jest.fn(async () => ({ ok: true, json: async () => ({ files: {} }) }));
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  chooseReleases({
    orders: { stable: ID, canary: null, releases: [RELEASE] },
    reports: 'http://r.test/mf-manifest.json',
  });
});

describe("the host's health reports of each release (issue 37)", () => {
  it('posts { session, remote, release, event } to the API, as JSON, without credentials, surviving the page', () => {
    sendReleaseReportsTo('http://api.leafbid.test/');
    reportRelease('orders', 'loaded');
    const [report] = reports();
    expect(report?.url).toBe('http://api.leafbid.test/platform/reports');
    expect(report?.body).toEqual({
      session: expect.stringMatching(/^[0-9a-f]{24}$/),
      remote: 'orders',
      release: ID,
      event: 'loaded',
    });
    expect(report?.init).toMatchObject({
      method: 'POST',
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    });
  });

  it('one report per remote, release and event in a tab, all with the same session', () => {
    sendReleaseReportsTo('http://api.leafbid.test');
    reportRelease('orders', 'render-error');
    reportRelease('orders', 'render-error');
    reportRelease('orders', 'integrity');
    reportRelease('orders', 'integrity');
    reportRelease('orders', 'load-failed');
    expect(reports().map(({ body }) => body.event)).toEqual([
      'render-error',
      'integrity',
      'load-failed',
    ]);
    expect(new Set(reports().map(({ body }) => body.session)).size).toBe(1);
  });

  it('waits for the API address (the runtime config) before sending what came earlier', () => {
    reportRelease('orders', 'load-failed');
    expect(reports()).toEqual([]);
    sendReleaseReportsTo('http://api.leafbid.test');
    expect(reports().map(({ body }) => body.event)).toEqual(['load-failed']);
  });

  it('a remote of a plain entry has no release: nothing is reported', () => {
    sendReleaseReportsTo('http://api.leafbid.test');
    reportRelease('reports', 'load-failed');
    reportRelease('unknown', 'loaded');
    expect(reports()).toEqual([]);
  });

  it('a report the API refuses or the network loses is ignored', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    sendReleaseReportsTo('http://api.leafbid.test');
    expect(() => reportRelease('orders', 'loaded')).not.toThrow();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
});
