// A remote's catalogue that does not answer (issue 22): the first page and the remote's parts wait
// for its texts, so the wait is bounded; its texts stay in en-CA, as for one that cannot be loaded.
import { startLocale } from '@leafbid/shared';
import { ORDERS, manifestUrlOf } from '../../testing/remote-descriptions';
import { REMOTE_CATALOGUE_TIMEOUT_MS, addRemoteCatalogue } from './remote-catalogue';

/** A server that never answers; the request ends only when its signal aborts. */
const hangingFetch = jest.fn(
  (_input: RequestInfo | URL, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () =>
        reject(new DOMException('The operation was aborted.', 'AbortError')),
      );
    }),
);

beforeEach(() => {
  jest.useFakeTimers();
  startLocale('fr-CA');
  global.fetch = hangingFetch;
});

afterEach(() => {
  jest.useRealTimers();
  startLocale('en-CA');
  // jsdom has no fetch of its own.
  Reflect.deleteProperty(global, 'fetch');
  jest.restoreAllMocks();
});

it('a catalogue that does not answer counts as not loaded after REMOTE_CATALOGUE_TIMEOUT_MS', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
  let settled = false;
  const adding = addRemoteCatalogue('ordershang', manifestUrlOf('ordershang'), {
    ...ORDERS,
    name: 'ordershang',
    messages: { 'fr-CA': 'locales/fr-CA.json' },
  }).then(() => {
    settled = true;
  });

  await jest.advanceTimersByTimeAsync(REMOTE_CATALOGUE_TIMEOUT_MS - 1);
  expect(settled).toBe(false);
  expect(hangingFetch).toHaveBeenCalledWith(
    new URL('http://ordershang.test/locales/fr-CA.json'),
    expect.objectContaining({ signal: expect.any(AbortSignal) }),
  );

  await jest.advanceTimersByTimeAsync(1);
  await adding;
  expect(warn).toHaveBeenCalledWith(
    'Leafbid: the fr-CA texts of ordershang could not be loaded',
    new Error(`locales/fr-CA.json did not answer within ${REMOTE_CATALOGUE_TIMEOUT_MS} ms`),
  );
});
