import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asSentence, notificationEmail } from '../src/trade-desk/notification-email.js';

const APP = 'https://app.leafbid.test';
const body = (language: string, reason: string): string =>
  notificationEmail(
    { email: 'a@leafbid.test', language },
    'account_suspended',
    { reason },
    '/settings',
    APP,
  ).text.split('\n\n')[0]!;

/** Issue 35: the operator's reason keeps its own final punctuation; the template adds none twice. */
describe('the suspension email’s reason, one period', () => {
  const cases: Array<[string, string, string]> = [
    [
      'en-CA',
      'Licence expired.',
      'Your account was suspended. Reason: Licence expired. Please contact the Leafbid operator team.',
    ],
    [
      'en-CA',
      'Licence expired',
      'Your account was suspended. Reason: Licence expired. Please contact the Leafbid operator team.',
    ],
    [
      'en-CA',
      'Licence expired?  ',
      'Your account was suspended. Reason: Licence expired? Please contact the Leafbid operator team.',
    ],
    [
      'en-CA',
      'Per the “audit.”',
      'Your account was suspended. Reason: Per the “audit.” Please contact the Leafbid operator team.',
    ],
    [
      'fr-CA',
      'Licence expirée.',
      'Votre compte a été suspendu. Motif\u00a0: Licence expirée. Veuillez communiquer avec l’équipe des opérateurs de Leafbid.',
    ],
    [
      'fr-CA',
      'Licence expirée',
      'Votre compte a été suspendu. Motif\u00a0: Licence expirée. Veuillez communiquer avec l’équipe des opérateurs de Leafbid.',
    ],
    [
      'fr-CA',
      'Licence expirée !',
      'Votre compte a été suspendu. Motif\u00a0: Licence expirée ! Veuillez communiquer avec l’équipe des opérateurs de Leafbid.',
    ],
  ];
  for (const [language, reason, expected] of cases) {
    it(`${language}: ${JSON.stringify(reason)}`, () => {
      assert.equal(body(language, reason), expected);
      assert.ok(!body(language, reason).includes('..'));
    });
  }

  it('asSentence adds a period only when the text has no final punctuation', () => {
    assert.equal(asSentence('Done'), 'Done.');
    assert.equal(asSentence('Done.'), 'Done.');
    assert.equal(asSentence('Done…'), 'Done…');
    assert.equal(asSentence('(see note.)'), '(see note.)');
    assert.equal(asSentence(' Why? '), 'Why?');
  });
});
