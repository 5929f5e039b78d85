// Issue 19: /confirm-account in fr-CA — the form, and where the account stands, in Québec French.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useProfileStore } from '@leafbid/shared';
import { makeContact, reply, type FakeApi, renderWithQueryClient } from '@leafbid/shared/testing';
import { frCaSession } from '../../../testing/fr-ca-session';
import { ConfirmAccountPage } from './confirm-account-page';

const unconfirmed = makeContact({ id: 'c_new', Account_Confirmed: false, Account_Verified: false });
const confirmed = makeContact({ id: 'c_new', Account_Confirmed: true, Account_Verified: false });

const installApi = frCaSession();
let api: FakeApi;

beforeEach(() => {
  api = installApi({
    'GET /contact-by-email': [{ data: unconfirmed }, { data: confirmed }],
    'POST /contacts/:id/attachments': reply(201, { data: [] }),
    'PUT /contacts/:id/confirm-account': { data: confirmed },
  });
});

describe('ConfirmAccountPage in fr-CA (issue 19)', () => {
  it('asks for the two documents in French, then says they were received', async () => {
    renderWithQueryClient(
      <MemoryRouter>
        <ConfirmAccountPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(useProfileStore.getState().loading).toBe(false));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Confirmation du compte' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Pour confirmer votre compte, veuillez téléverser/)).toBeVisible();
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Licence de cannabis du Canada'),
      new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' }),
    );
    // Issue 20: the licence's number and expiry date, named in French.
    await user.type(screen.getByRole('textbox', { name: 'Numéro de licence' }), 'LIC-7');
    await user.type(screen.getByLabelText(/^Date d'expiration de la licence/), '2099-06-30');
    await user.upload(
      screen.getByLabelText("Permis de l'ARC"),
      new File(['png'], 'permis.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Soumettre les documents' }));

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Documents reçus' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Parcourir le marché' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(screen.getByRole('link', { name: 'Aller au tableau de bord' })).toBeVisible();
    const form = api.callsTo('POST /contacts/:id/attachments')[0]?.body as FormData;
    expect(form.get('licence_number')).toBe('LIC-7');
    expect(form.get('licence_expires_on')).toBe('2099-06-30');
  });

  it('says in French that the licence details are required', async () => {
    renderWithQueryClient(
      <MemoryRouter>
        <ConfirmAccountPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(useProfileStore.getState().loading).toBe(false));
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Licence de cannabis du Canada'),
      new File(['%PDF-1.7'], 'licence.pdf', { type: 'application/pdf' }),
    );
    await user.type(screen.getByLabelText(/^Date d'expiration de la licence/), '2020-01-01');
    await user.upload(
      screen.getByLabelText("Permis de l'ARC"),
      new File(['png'], 'permis.png', { type: 'image/png' }),
    );
    await user.click(screen.getByRole('button', { name: 'Soumettre les documents' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'Entrez le numéro de licence.',
      "La date d'expiration de la licence ne peut pas être passée.",
    ]);
    expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);
  });
});
