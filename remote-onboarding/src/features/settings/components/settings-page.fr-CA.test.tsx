// Issue 19: /settings in fr-CA — the page's sections and field labels in Québec French.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { makeContact, type FakeApi, renderWithQueryClient } from '@leafbid/shared/testing';
import { frCaSession } from '../../../testing/fr-ca-session';
import { SettingsPage } from './settings-page';

const contact = makeContact();
const installApi = frCaSession();
let api: FakeApi;

beforeEach(() => {
  api = installApi({
    'GET /contact-by-email': { data: contact },
    'GET /notification-settings': { data: [] },
  });
});

describe('SettingsPage in fr-CA (issue 19)', () => {
  it('names the page, its sections and its fields in French', async () => {
    renderWithQueryClient(
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>,
    );
    const general = await screen.findByRole('group', { name: 'GÉNÉRAL' });
    expect(screen.getByRole('heading', { level: 1, name: 'Paramètres' })).toBeInTheDocument();
    expect(within(general).getByRole('textbox', { name: 'Prénom' })).toHaveValue(
      contact.First_Name,
    );
    expect(within(general).getByRole('textbox', { name: 'Nom de famille' })).toHaveValue(
      contact.Last_Name,
    );
    const company = screen.getByRole('group', { name: "Renseignements sur l'entreprise" });
    expect(within(company).getByRole('textbox', { name: "Nom de l'entreprise" })).toBeVisible();
    expect(within(company).getByRole('textbox', { name: 'Titre du poste' })).toBeVisible();
    const contactInfo = screen.getByRole('group', { name: 'Coordonnées' });
    expect(within(contactInfo).getByRole('textbox', { name: 'Courriel' })).toHaveValue(
      contact.Email,
    );
    expect(within(contactInfo).getByRole('textbox', { name: 'Numéro de téléphone' })).toBeVisible();
    const address = screen.getByRole('group', { name: 'Adresse' });
    for (const name of ['Adresse municipale', 'Ville', 'Code postal']) {
      expect(within(address).getByRole('textbox', { name })).toBeVisible();
    }
  });

  it('names the notification kinds, their audiences and the two choices in French (issue 20)', async () => {
    api.on('GET /notification-settings', {
      data: [
        { kind: 'bid_received', channel: 'email' },
        { kind: 'counter_answered', channel: 'in_app' },
        { kind: 'account_suspended', channel: 'email' },
      ],
    });
    api.on('PUT /notification-settings', (request) => ({
      data: (request.body as { settings: unknown[] }).settings,
    }));
    renderWithQueryClient(
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const listings = await within(section).findByRole('group', { name: 'Annonces' });
    const received = within(listings).getByRole('group', {
      name: 'Nouvelle offre sur votre annonce',
    });
    expect(received).toHaveAccessibleDescription(
      "Un acheteur a présenté une offre sur l'une de vos annonces.",
    );
    expect(
      within(received).getByRole('radio', { name: "Dans l'application et par courriel" }),
    ).toBeChecked();
    const answered = within(listings).getByRole('group', { name: 'Réponse à votre contre-offre' });
    expect(
      within(answered).getByRole('radio', { name: "Dans l'application seulement" }),
    ).toBeChecked();
    expect(within(section).getByRole('group', { name: 'Compte' })).toBeVisible();
    expect(within(section).getByRole('group', { name: 'Compte suspendu' })).toBeVisible();

    const user = userEvent.setup();
    await user.click(within(received).getByRole('radio', { name: "Dans l'application seulement" }));
    await user.click(
      within(section).getByRole('button', { name: 'Enregistrer les paramètres de notification' }),
    );
    expect(await within(section).findByRole('status')).toHaveTextContent(
      'Paramètres de notification enregistrés',
    );
    expect(
      screen.getByRole('link', { name: 'Téléverser des documents de licence renouvelés' }),
    ).toHaveAttribute('href', '/account-documents');
  });

  it('names the Admins’ account and bid kinds in French (issue 35)', async () => {
    api.on('GET /notification-settings', {
      data: [
        { kind: 'account_to_verify', channel: 'email' },
        { kind: 'bid_to_move', channel: 'in_app' },
      ],
    });
    renderWithQueryClient(
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>,
    );
    const section = await screen.findByRole('region', { name: 'Notifications' });
    const account = await within(section).findByRole('group', { name: 'Compte à vérifier' });
    expect(account).toHaveAccessibleDescription(
      'Une entreprise a confirmé son compte avec ses documents de licence\u00a0: il attend votre vérification.',
    );
    const bid = within(section).getByRole('group', { name: 'Nouvelle offre à faire avancer' });
    expect(bid).toHaveAccessibleDescription(
      'Un acheteur a présenté une offre\u00a0: elle reste Non commencée tant que vous ne la faites pas avancer.',
    );
    expect(within(bid).getByRole('radio', { name: "Dans l'application seulement" })).toBeChecked();
  });
});
