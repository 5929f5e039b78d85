import { render, screen } from '@testing-library/react';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../locales/fr-CA.json';
import { operatorSession, TOKEN_ROUTE } from '../testing/operator-session';
import { CsvLink } from './csv-link';

const installApi = operatorSession();
afterEach(resetTestLocale);

/** Issue 35: the export is asked for in the language the console shows. */
describe('CsvLink: the file in the reader’s language', () => {
  it('en-CA: the list’s path with lang=en-CA', async () => {
    installApi(TOKEN_ROUTE);
    render(<CsvLink path="/operator/exports/bids.csv?status=Pending" />);
    expect(await screen.findByRole('link', { name: 'Download CSV' })).toHaveAttribute(
      'href',
      'http://api.leafbid.test/operator/exports/bids.csv?status=Pending&lang=en-CA',
    );
  });

  it('fr-CA: lang=fr-CA, so the headers and statuses come in French', async () => {
    activateTestLocale('fr-CA', fr);
    installApi(TOKEN_ROUTE);
    render(<CsvLink path="/operator/exports/audit.csv" />);
    const link = await screen.findByRole('link', { name: fr['operator.exports.downloadCsv'] });
    expect(link).toHaveAttribute(
      'href',
      'http://api.leafbid.test/operator/exports/audit.csv?lang=fr-CA',
    );
  });
});
