// Issue 35: opened at 127.0.0.1 (or in any browser that refuses the API's media cookie), a CSV
// link landed on the API's raw JSON error. DownloadLink fetches the file with the bearer token and
// saves it under the API's name; a failure is said in words beside the link.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../locales/fr-CA.json';
import {
  createFakeIdentity,
  installFakeApi,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '../testing';
import { attachmentFilename } from '../api';
import { DownloadLink } from './download-link';

const CSV = '\uFEFFid,product\r\nt_1,Pink Kush\r\n';
let api: FakeApi;
let saved: Array<{ name: string; type: string; text: string }>;
const createObjectURL = jest.fn();
const revokeObjectURL = jest.fn();

beforeAll(() => {
  Object.assign(URL, { createObjectURL, revokeObjectURL });
});

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  saved = [];
  const blobs = new Map<string, Blob>();
  createObjectURL.mockImplementation((blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  // The browser's part: an <a download> clicked saves its blob under its name.
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    const blob = blobs.get(this.href);
    if (blob) {
      // jsdom's Blob has no text(): its FileReader reads it.
      const reader = new FileReader();
      const name = this.download;
      reader.onload = () => saved.push({ name, type: blob.type, text: String(reader.result) });
      reader.readAsText(blob);
    }
  });
});

afterEach(() => {
  api.restore();
  resetTestLocale();
  jest.restoreAllMocks();
});

describe('DownloadLink', () => {
  it('fetches the file with the bearer token and saves it under the name the API gives', async () => {
    api = installFakeApi({
      'GET /exports/bids.csv': reply(200, CSV, 'OK', {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': 'attachment; filename="leafbid-bids-2026-12-07.csv"',
      }),
    });
    render(<DownloadLink path="/exports/bids.csv?lang=en-CA">Download bids (CSV)</DownloadLink>);
    const link = screen.getByRole('link', { name: 'Download bids (CSV)' });
    expect(link).toHaveAttribute('href', 'http://api.leafbid.test/exports/bids.csv?lang=en-CA');
    await userEvent.click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      name: 'leafbid-bids-2026-12-07.csv',
      type: 'text/csv; charset=utf-8',
      text: CSV.slice(1), // FileReader's readAsText drops the byte order mark
    });
    const [call] = api.callsTo('GET /exports/bids.csv');
    expect(call!.query).toEqual({ lang: 'en-CA' });
    expect(call!.headers.Authorization).toMatch(/^Bearer /);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:test/1'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a failed download says why in words, saves nothing, and the next click tries again', async () => {
    api = installFakeApi({
      'GET /exports/bids.csv': [
        reply(403, { error: 'Your account is suspended' }, 'Forbidden'),
        reply(200, CSV, 'OK', { 'Content-Type': 'text/csv' }),
      ],
    });
    render(<DownloadLink path="/exports/bids.csv">Download bids (CSV)</DownloadLink>);
    const link = screen.getByRole('link', { name: 'Download bids (CSV)' });
    await userEvent.click(link);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The download failed: Your account is suspended',
    );
    expect(saved).toEqual([]);
    await userEvent.click(link);
    await waitFor(() => expect(saved).toHaveLength(1));
    // No name from the API: the path's.
    expect(saved[0]!.name).toBe('bids.csv');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('fr-CA: the failure in French', async () => {
    activateTestLocale('fr-CA', fr);
    api = installFakeApi({ 'GET /exports/bids.csv': reply(502, undefined, 'Bad Gateway') });
    render(<DownloadLink path="/exports/bids.csv">Télécharger</DownloadLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Télécharger' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Le téléchargement a échoué : le fichier n’a pas pu être obtenu. Veuillez réessayer.',
    );
  });
});

describe('attachmentFilename', () => {
  it.each([
    ['attachment; filename="leafbid-bids.csv"', 'leafbid-bids.csv'],
    ['attachment; filename=plain.csv', 'plain.csv'],
    [
      'attachment; filename="a.csv"; filename*=UTF-8\'\'offres%20%C3%A9t%C3%A9.csv',
      'offres été.csv',
    ],
    ['attachment', null],
    [null, null],
  ])('%s → %s', (header, name) => {
    expect(attachmentFilename(header)).toBe(name);
  });
});
