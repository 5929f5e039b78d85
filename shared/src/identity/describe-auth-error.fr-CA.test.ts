// Issue 19: the identity service's errors in Québec French when fr-CA is active.
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../locales/fr-CA.json';
import { describeAuthError } from './describe-auth-error';

const coded = (code: string) => Object.assign(new Error(`Firebase: Error (${code}).`), { code });

beforeEach(() => activateTestLocale('fr-CA', fr));
afterEach(resetTestLocale);

const normalise = (text: string) => text.replace(/\s/g, ' ');

describe('describeAuthError in fr-CA (issue 19)', () => {
  it.each([
    ['auth/wrong-password', 'Courriel ou mot de passe incorrect.'],
    ['auth/invalid-credential', 'Courriel ou mot de passe incorrect.'],
    [
      'auth/too-many-requests',
      'Trop de tentatives. Veuillez patienter quelques minutes, puis réessayer.',
    ],
    ['auth/email-already-in-use', 'Ce courriel est déjà utilisé. Veuillez plutôt vous connecter.'],
    ['auth/invalid-email', 'Veuillez entrer une adresse courriel valide.'],
    ['auth/weak-password', 'Mot de passe trop faible : il doit contenir au moins 6 caractères.'],
    [
      'auth/expired-action-code',
      'Le lien de réinitialisation est invalide ou expiré. Veuillez en demander un nouveau.',
    ],
    [
      'auth/network-request-failed',
      'Erreur réseau. Veuillez vérifier votre connexion et réessayer.',
    ],
  ])('%s → %s', (code, text) => {
    expect(normalise(describeAuthError(coded(code)))).toBe(text);
  });

  it('every known code has French words (no English left)', () => {
    for (const code of [
      'auth/missing-password',
      'auth/user-disabled',
      'auth/operation-not-allowed',
      'auth/popup-blocked',
      'auth/requires-recent-login',
      'auth/web-storage-unsupported',
    ]) {
      expect(describeAuthError(coded(code))).toMatch(/Veuillez|Ce navigateur/);
    }
  });

  it('the generic fallback is French', () => {
    expect(describeAuthError(undefined)).toBe("Une erreur s'est produite. Veuillez réessayer.");
  });

  it("lists the password policy's missing requirements in French", () => {
    const error = Object.assign(
      new Error(
        'Firebase: Missing password requirements: [Password must contain at least 8 characters, Password must contain a numeric character, Password must contain an upper case character] (auth/password-does-not-meet-requirements).',
      ),
      { code: 'auth/password-does-not-meet-requirements' },
    );
    expect(normalise(describeAuthError(error))).toBe(
      'Le mot de passe ne respecte pas les exigences : Le mot de passe doit contenir au moins 8 caractères; Le mot de passe doit contenir un chiffre; Le mot de passe doit contenir une lettre majuscule.',
    );
  });

  it('a requirement it does not know is shown as Firebase words it', () => {
    const error = Object.assign(
      new Error('Firebase: Missing password requirements: [Password must rhyme] (auth/x).'),
      { code: 'auth/password-does-not-meet-requirements' },
    );
    expect(normalise(describeAuthError(error))).toBe(
      'Le mot de passe ne respecte pas les exigences : Password must rhyme.',
    );
  });
});
