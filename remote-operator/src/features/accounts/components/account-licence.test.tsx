// Issue 20: an account's licence details on the operator's card (shown, marked when expired,
// corrected), and the accounts' CSV download.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply } from '@leafbid/shared/testing';
import { makeOperatorAccount } from '../../../testing/operator-fixtures';
import { renderWithQuery } from '../../../testing/render-with-query';
import { operatorSession, TOKEN_ROUTE } from '../../../testing/operator-session';
import { isCalendarDate, isLicenceExpired } from '../api/licence';
import { AccountsReview } from './accounts-review';

const installApi = operatorSession({ profile: true });

const counts = { 'awaiting-review': 2, 'awaiting-documents': 0, verified: 0, suspended: 0 };
const nora = {
  ...makeOperatorAccount(),
  Licence_Number: 'LCN-0042',
  Licence_Expires_On: '2020-01-31',
};
const corrected = { ...nora, Licence_Number: 'LCN-0042-R', Licence_Expires_On: '2099-03-31' };
const theo = makeOperatorAccount({ id: 'c_theo', Full_Name: 'Theo Li', Email: 'theo@leaf.test' });

const licenceOf = (card: HTMLElement) =>
  within(card).getByRole('region', { name: 'Licence details' });

describe('Licence details on an account (issue 20)', () => {
  it('shows the licence number and expiry, marks an expired licence, and says when none is given', async () => {
    installApi({
      ...TOKEN_ROUTE,
      'GET /operator/accounts': { data: [nora, theo], nextCursor: null, counts },
    });
    renderWithQuery(<AccountsReview />);
    const licence = licenceOf(await screen.findByRole('article', { name: 'Nora Roy' }));
    expect(within(licence).getByText('Licence number').nextSibling).toHaveTextContent('LCN-0042');
    expect(within(licence).getByText('Licence expiry').nextSibling).toHaveTextContent(
      'Jan 31, 2020 Expired',
    );
    const none = licenceOf(screen.getByRole('article', { name: 'Theo Li' }));
    expect(within(none).getAllByText('Not given')).toHaveLength(2);
    expect(within(none).queryByText('Expired')).toBeNull();
  });

  it('Edit licence details checks the form, shows the API refusal on its field or under the form, and saves', async () => {
    const api = installApi({
      ...TOKEN_ROUTE,
      'GET /operator/accounts': { data: [nora], nextCursor: null, counts },
      'PUT /operator/accounts/:id/licence': [
        reply(400, {
          error: 'licence_number: This licence number is already on another account.',
          code: 'domain.api.invalid',
          field: 'licence_number',
        }),
        reply(500),
        { data: corrected },
      ],
    });
    renderWithQuery(<AccountsReview />);
    const card = await screen.findByRole('article', { name: 'Nora Roy' });
    await userEvent.click(within(card).getByRole('button', { name: 'Edit licence details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Licence details of Nora Roy' });
    const number = within(dialog).getByLabelText('Licence number');
    const expiry = within(dialog).getByLabelText('Expiry date');
    expect(number).toHaveValue('LCN-0042');
    expect(expiry).toHaveValue('2020-01-31');
    const save = within(dialog).getByRole('button', { name: 'Save licence details' });

    // Checked before asking: a number is required, and a date.
    await userEvent.clear(number);
    fireEvent.change(expiry, { target: { value: '' } });
    await userEvent.click(save);
    expect(await within(dialog).findByText('Enter the licence number.')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a valid date (YYYY-MM-DD).')).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /operator/accounts/:id/licence')).toHaveLength(0);

    await userEvent.type(number, 'LCN-0042-R');
    fireEvent.change(expiry, { target: { value: '2099-03-31' } });
    await userEvent.click(save);
    // The API names the field: its text shows on it.
    expect(
      await within(dialog).findByText('This licence number is already on another account.'),
    ).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    // No text from the API: the form's own, under it.
    await userEvent.click(save);
    expect(
      await within(dialog).findByText('Failed to save the licence details.'),
    ).toBeInTheDocument();

    api.on('GET /operator/accounts', { data: [corrected], nextCursor: null, counts });
    await userEvent.click(save);
    expect(await screen.findByText("Nora Roy's licence details are saved.")).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('PUT /operator/accounts/:id/licence').at(-1)).toMatchObject({
      params: { id: 'c_nora' },
      body: { licence_number: 'LCN-0042-R', licence_expires_on: '2099-03-31' },
    });
    const licence = licenceOf(screen.getByRole('article', { name: 'Nora Roy' }));
    expect(within(licence).getByText('LCN-0042-R')).toBeInTheDocument();
    expect(within(licence).getByText('Mar 31, 2099')).toBeInTheDocument();
    expect(within(licence).queryByText('Expired')).toBeNull();
  }, 30_000);

  it('a licence expires the day after its expiry date, in Toronto; a date must be a real one', () => {
    // 2027-03-31 23:30 in Toronto (EDT) is 2027-04-01 03:30 UTC: still the expiry day there.
    expect(isLicenceExpired('2027-03-31', new Date('2027-04-01T03:30:00Z'))).toBe(false);
    expect(isLicenceExpired('2027-03-31', new Date('2027-04-01T04:30:00Z'))).toBe(true);
    expect(isLicenceExpired(null)).toBe(false);
    expect(isCalendarDate('2027-02-28')).toBe(true);
    expect(isCalendarDate('2027-02-30')).toBe(false);
    expect(isCalendarDate('31/03/2027')).toBe(false);
  });

  it('Download CSV exports the accounts of the view shown (state and search)', async () => {
    installApi({
      ...TOKEN_ROUTE,
      'GET /operator/accounts': { data: [nora], nextCursor: null, counts },
    });
    renderWithQuery(<AccountsReview />);
    await screen.findByRole('article', { name: 'Nora Roy' });
    const csv = await screen.findByRole('link', { name: 'Download CSV' });
    expect(csv).toHaveAttribute(
      'href',
      'http://api.leafbid.test/operator/exports/accounts.csv?state=awaiting-review&lang=en-CA',
    );
    expect(csv).toHaveAttribute('download');
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All accounts');
    await userEvent.type(screen.getByLabelText('Search name, email or company'), 'nora');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Download CSV' })).toHaveAttribute(
        'href',
        'http://api.leafbid.test/operator/exports/accounts.csv?q=nora&lang=en-CA',
      ),
    );
  });
});
