import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CURRENT_AGREEMENTS } from '@leafbid/domain';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { createUser, request, signUpNew } from './helpers.js';
import { testSuite } from './suite.js';

/**
 * Issue 19: the user's language on the contact (migration 0014), `Language` on the wire:
 * 'en-CA', 'fr-CA' or null. Chosen at sign-up or saved alone with PUT /contacts/{id}.
 */
const { ctx } = testSuite({});

const contactRow = async (id: string) =>
  (await ctx.db.select().from(schema.contacts).where(eq(schema.contacts.id, id)))[0]!;

const CURRENT_EN = CURRENT_AGREEMENTS['en-CA'];
const AGREED = [
  {
    id: 'service-confidentiality',
    version: CURRENT_EN['service-confidentiality'].version,
  },
  { id: 'consulting-services', version: CURRENT_EN['consulting-services'].version },
];

const signUp = (uid: string, email: string, extra: Record<string, unknown> = {}) => ({
  data: [
    {
      First_Name: 'Amélie',
      Last_Name: 'Tremblay',
      Company: 'Cannabis Boréal',
      Title: 'Directrice',
      Phone: '514-555-0100',
      Mailing_Street: '1 rue Principale',
      Mailing_City: 'Montréal',
      Mailing_State: 'QC',
      Mailing_Zip: 'H2X 1Y4',
      Email: email,
      User_UID: uid,
      Contact_Type: ['Buyer', 'Seller'],
      Agreements: AGREED,
      ...extra,
    },
  ],
});

describe('Language at sign-up (POST /contacts/create)', () => {
  it('stores the language sent; GET answers it', async () => {
    const { user, res } = await signUpNew(ctx, (user) =>
      signUp(user.uid, user.email, { Language: 'fr-CA' }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().data[0].details.id as string;
    assert.equal((await contactRow(id)).language, 'fr-CA');
    const me = await request(ctx.app, 'GET', `/contact-by-email?email=${user.email}`, user.token);
    assert.equal(me.statusCode, 200);
    assert.equal(me.json().data.Language, 'fr-CA');
  });

  it('without a language the contact has none (Language: null)', async () => {
    const { user, res } = await signUpNew(ctx, (user) => signUp(user.uid, user.email));
    assert.equal(res.statusCode, 201, res.body);
    const me = await request(ctx.app, 'GET', `/contact-by-email?email=${user.email}`, user.token);
    assert.equal(me.json().data.Language, null);
  });

  it('an unknown language is a 400 with its code, in the words of the rule', async () => {
    const { user, res } = await signUpNew(ctx, (user) =>
      signUp(user.uid, user.email, { Language: 'fr' }),
    );
    assert.equal(res.statusCode, 400);
    assert.deepEqual(res.json(), {
      error: 'Language must be en-CA or fr-CA',
      code: 'domain.api.languageUnknown',
      field: 'data.0.Language',
    });
    const rows = await ctx.db
      .select()
      .from(schema.contacts)
      .where(eq(schema.contacts.email, user.email));
    assert.equal(rows.length, 0);
  });

  it('records each accepted agreement at the version string sent, verbatim', async () => {
    const { res } = await signUpNew(ctx, (user) =>
      signUp(user.uid, user.email, { Language: 'fr-CA' }),
    );
    assert.equal(res.statusCode, 201, res.body);
    const id = res.json().data[0].details.id as string;
    const recorded = await ctx.app.contactsRepository.listAgreements(id);
    assert.deepEqual(
      recorded
        .map((a) => ({ id: a.agreementId, version: a.version }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
      [...AGREED].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
  });

  it('the store keeps any version string as given: a French document’s own version included', async () => {
    // Issue 19: the French agreements carry their own version strings; the API neither truncates
    // nor reformats what the sign-up schema accepted.
    const version = '2026-11-01 fr-CA (version française)';
    const contact = await ctx.app.contactsRepository.create(
      {
        firstName: 'Louis',
        lastName: 'Gagnon',
        email: `louis-${Date.now()}@leafbid.test`,
        userUid: `uid-louis-${Date.now()}`,
        contactType: ['Buyer'],
        accountConfirmed: false,
        language: 'fr-CA',
      },
      [{ id: 'service-confidentiality', version }],
    );
    const recorded = await ctx.app.contactsRepository.listAgreements(contact.id);
    assert.deepEqual(
      recorded.map((a) => [a.agreementId, a.version]),
      [['service-confidentiality', version]],
    );
  });
});

describe('Language on the profile (PUT /contacts/{id})', () => {
  it('saves the language alone, own contact only; other fields are kept; null clears it', async () => {
    const user = await createUser(ctx.db, { firstName: 'Émile' });
    const id = user.contact!.id;
    const res = await request(ctx.app, 'PUT', `/contacts/${id}`, user.token, {
      data: [{ Language: 'fr-CA' }],
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.Language, 'fr-CA');
    assert.equal(res.json().data.First_Name, 'Émile');
    const row = await contactRow(id);
    assert.equal(row.language, 'fr-CA');
    assert.equal(row.firstName, 'Émile');
    assert.equal(row.lastName, user.contact!.lastName);

    // The Settings form's PUT /contacts does not send it: the choice stays.
    const settings = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [{ First_Name: 'Émile', Last_Name: 'Roy' }],
    });
    assert.equal(settings.statusCode, 200, settings.body);
    assert.equal(settings.json().data.Language, 'fr-CA');

    const english = await request(ctx.app, 'PUT', `/contacts/${id}`, user.token, {
      data: [{ Language: 'en-CA' }],
    });
    assert.equal(english.json().data.Language, 'en-CA');
    const cleared = await request(ctx.app, 'PUT', `/contacts/${id}`, user.token, {
      data: [{ Language: null }],
    });
    assert.equal(cleared.statusCode, 200);
    assert.equal(cleared.json().data.Language, null);
    assert.equal((await contactRow(id)).language, null);
  });

  it("someone else's contact is a 403 with its code, and nothing changes", async () => {
    const owner = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const res = await request(ctx.app, 'PUT', `/contacts/${owner.contact!.id}`, other.token, {
      data: [{ Language: 'fr-CA' }],
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(res.json(), {
      error: 'You may only access your own contact',
      code: 'domain.api.ownContactOnly',
    });
    assert.equal((await contactRow(owner.contact!.id)).language, null);
  });

  it('a bad value is a 400 naming data.0.Language, with its code', async () => {
    const user = await createUser(ctx.db);
    for (const Language of ['fr', 'FR-ca', 'en-US', 7, '']) {
      const res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}`, user.token, {
        data: [{ Language }],
      });
      assert.equal(res.statusCode, 400, String(Language));
      assert.deepEqual(res.json(), {
        error: 'data.0.Language: Language must be en-CA or fr-CA',
        code: 'domain.api.languageUnknown',
        field: 'data.0.Language',
      });
    }
    assert.equal((await contactRow(user.contact!.id)).language, null);
  });
});
