// Issue 19: /settings in fr-CA — the page's sections and field labels in Québec French.
import { render, screen, within } from '@testing-library/react';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import { SettingsPage } from './settings-page';

const contact = makeContact();
let api: FakeApi;

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'GET /contact-by-email': { data: contact } });
  activateTestLocale('fr-CA', fr);
});

afterEach(() => {
  api.restore();
  resetTestLocale();
});

describe('SettingsPage in fr-CA (issue 19)', () => {
  it('names the page, its sections and its fields in French', async () => {
    render(<SettingsPage />);
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
});
