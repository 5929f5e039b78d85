// Issue 19: /account-documents in fr-CA — the page's texts in Québec French and the time the
// documents were received as a French date.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useProfileStore } from '@leafbid/shared';
import { makeContact, reply, type FakeApi, renderWithQueryClient } from '@leafbid/shared/testing';
import { frCaSession } from '../../../testing/fr-ca-session';
import { AccountDocumentsPage } from './account-documents-page';

const suspended = makeContact({
  id: 'c_susp',
  Account_Confirmed: true,
  Account_Verified: true,
  Account_Suspended: true,
});

const installApi = frCaSession();
let api: FakeApi;

beforeEach(() => {
  api = installApi({
    'GET /contact-by-email': { data: suspended },
    'POST /contacts/:id/attachments': reply(201, {
      data: [{ id: 'd_9', kind: 'cannabis_license', file_name: 'licence-2027.pdf' }],
    }),
  });
});

/** fr-CA Intl output uses no-break spaces. */
const normal = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

describe('AccountDocumentsPage in fr-CA (issue 19)', () => {
  it('asks a suspended account, in French, to upload a current licence', async () => {
    renderWithQueryClient(
      <MemoryRouter>
        <AccountDocumentsPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(useProfileStore.getState().profile?.id).toBe('c_susp'));
    expect(
      screen.getByRole('heading', { level: 1, name: 'Documents de licence' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Votre compte est suspendu\. Téléversez/)).toBeInTheDocument();
    expect(screen.getByLabelText('Licence de cannabis du Canada')).toHaveAccessibleDescription(
      'Facultatif. Un fichier PDF, JPG ou PNG de 10 Mo ou moins.',
    );
    expect(screen.getByRole('button', { name: 'Téléverser les documents' })).toBeDisabled();
  });

  it('says when the documents were received as a French date', async () => {
    renderWithQueryClient(
      <MemoryRouter>
        <AccountDocumentsPage />
      </MemoryRouter>,
    );
    await waitFor(() => expect(useProfileStore.getState().profile?.id).toBe('c_susp'));
    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText("Permis de l'ARC"),
      new File(['%PDF-1.7'], 'licence-2027.pdf', { type: 'application/pdf' }),
    );
    await user.click(screen.getByRole('button', { name: 'Téléverser les documents' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Documents reçus' })).toHaveFocus();
    const received = screen.getByText(/^Reçus le /);
    const month = new Intl.DateTimeFormat('fr-CA', { month: 'long' }).format(new Date());
    const year = String(new Date().getFullYear());
    expect(normal(received.textContent)).toMatch(
      new RegExp(`^Reçus le \\d{1,2} ${month} ${year} .+ : licence-2027\\.pdf\\.$`),
    );
    expect(screen.getByRole('button', { name: "Téléverser d'autres documents" })).toBeVisible();
  });

  it('says in French when the licence on file expired, and asks for its details', async () => {
    api.on('GET /contact-by-email', {
      data: { ...suspended, Licence_Number: 'LIC-2020-0001', Licence_Expires_On: '2024-03-31' },
    });
    renderWithQueryClient(
      <MemoryRouter>
        <AccountDocumentsPage />
      </MemoryRouter>,
    );
    const current = await screen.findByRole('region', { name: 'Licence au dossier' });
    expect(normal(current.textContent)).toContain("Date d'expiration de la licence31 mars 2024");
    expect(
      screen.getByText((_, element) =>
        element?.tagName === 'P'
          ? normal(element.textContent) ===
            'Votre licence de cannabis a expiré le 31 mars 2024. Téléversez votre licence renouvelée pour présenter des offres et publier des annonces de nouveau.'
          : false,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Numéro de licence' })).toHaveAccessibleDescription(
      'Obligatoire avec un nouveau fichier de licence de cannabis du Canada.',
    );
  });
});
