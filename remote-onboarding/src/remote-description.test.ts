import { checkRemoteDescription } from '@leafbid/shared/platform';
import description from './remote-description';
import en from './locales/en-CA.json';
import fr from './locales/fr-CA.json';

const catalogue = (messages: Record<string, string>) => (id: string) => messages[id];

describe('the onboarding remote describes itself to the host (issue 11)', () => {
  it('passes the shared contract under its federation name', () => {
    expect(checkRemoteDescription(description, 'onboarding').ok).toBe(true);
  });

  it('spec §6: /login, /join and /reset are public; /settings and /confirm-account need sign-in; no navigation link', () => {
    const english = catalogue(en);
    expect(
      description.routes.map(({ path, title, access }) => [path, english(title), access]),
    ).toEqual([
      ['/login', 'Login', 'public'],
      ['/join', 'Join', 'public'],
      ['/reset', 'Reset Password', 'public'],
      ['/settings', 'Settings', 'signed-in'],
      ['/confirm-account', 'Account Confirmation', 'signed-in'],
      ['/account-documents', 'Licence documents', 'signed-in'],
    ]);
    expect(description.navigation).toEqual([]);
    expect(description.widgets).toEqual([]);
  });

  it('issue 19: each title is a message id of this remote, translated in fr-CA', () => {
    const french = catalogue(fr);
    expect(description.routes.map(({ title }) => [title, french(title)])).toEqual([
      ['onboarding.pages.login', 'Connexion'],
      ['onboarding.pages.join', 'Inscription'],
      ['onboarding.pages.reset', 'Réinitialiser le mot de passe'],
      ['onboarding.pages.settings', 'Paramètres'],
      ['onboarding.pages.confirmAccount', 'Confirmation du compte'],
      ['onboarding.pages.accountDocuments', 'Documents de licence'],
    ]);
  });
});
