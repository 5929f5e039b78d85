// Issue 7: no contact is taken over by email alone (linking needs the token's email_verified), and
// the sign-up agreements are recorded with their version and time.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import { createUser, mintIdToken, request, tableCounts, errorOf, signUpNew } from './helpers.js';
import { testSuite } from './suite.js';

const { ctx } = testSuite({});

const CONFIDENTIALITY = { id: 'service-confidentiality', version: '2026-11-01' };
const SERVICES = { id: 'consulting-services', version: '2026-11-01' };
const NOT_VERIFIED =
  'Please verify your email address before linking it to an existing company account.';

const contactRow = async (id: string) =>
  (await ctx.db.select().from(schema.contacts).where(eq(schema.contacts.id, id)))[0];
const agreementsOf = async (contactId: string) =>
  ctx.db
    .select()
    .from(schema.contactAgreements)
    .where(eq(schema.contactAgreements.contactId, contactId));

/** A customer's contact the operator created: no identity linked yet. */
async function existingCustomer() {
  const customer = await createUser(ctx.db, { linked: false, firstName: 'Customer' });
  const attackerUid = `attacker-${customer.uid}`;
  return {
    customer,
    /** Someone who signed up with the customer's email but never verified it. */
    unverified: { uid: attackerUid, token: mintIdToken(attackerUid, customer.email) },
    /** The customer, signed up and verified. */
    verified: {
      uid: `owner-${customer.uid}`,
      token: mintIdToken(`owner-${customer.uid}`, customer.email, { email_verified: true }),
    },
  };
}

const profile = {
  First_Name: 'Ada',
  Last_Name: 'Lovelace',
  Company: 'Leaf Co',
  Title: 'CEO',
  Phone: '514 555 0100',
  Mailing_Street: '1 Main',
  Mailing_City: 'Montréal',
  Mailing_State: 'QC',
  Mailing_Zip: 'H2X 1Y4',
};

describe('linking an existing contact needs a verified email', () => {
  it('an unverified sign-up with a customer’s email cannot link, read or annotate the contact', async () => {
    const { customer, unverified } = await existingCustomer();
    const id = customer.contact!.id;
    const before = await tableCounts(ctx.db);

    let res = await request(ctx.app, 'PUT', `/contacts/${id}/uid`, unverified.token, {
      uid: unverified.uid,
      Agreements: [CONFIDENTIALITY],
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: NOT_VERIFIED });

    res = await request(
      ctx.app,
      'GET',
      `/contact-by-email?email=${customer.email}`,
      unverified.token,
    );
    assert.equal(res.statusCode, 404);

    res = await request(ctx.app, 'POST', `/contacts/${id}/notes`, unverified.token, {
      note_content: 'Account Type: Buyer',
    });
    assert.equal(res.statusCode, 403);

    res = await request(ctx.app, 'PUT', `/contacts/${id}`, unverified.token, {
      data: [{ Phone: '000' }],
    });
    assert.equal(res.statusCode, 403);

    assert.equal((await contactRow(id))?.userUid, null);
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('contact-search-by-email tells an unverified caller only the id and User_UID', async () => {
    const { customer, unverified } = await existingCustomer();
    const res = await request(
      ctx.app,
      'GET',
      `/contact-search-by-email?email=${customer.email}`,
      unverified.token,
    );
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { data: { id: customer.contact!.id, User_UID: null } });
  });

  it('a verified email links the contact and records the agreements accepted while joining', async () => {
    const { customer, verified } = await existingCustomer();
    const id = customer.contact!.id;
    const res = await request(ctx.app, 'PUT', `/contacts/${id}/uid`, verified.token, {
      uid: verified.uid,
      Agreements: [CONFIDENTIALITY, SERVICES],
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.User_UID, verified.uid);
    assert.equal((await contactRow(id))?.userUid, verified.uid);
    const rows = await agreementsOf(id);
    assert.deepEqual(rows.map((r) => [r.agreementId, r.version, r.acceptedByUid]).sort(), [
      ['consulting-services', '2026-11-01', verified.uid],
      ['service-confidentiality', '2026-11-01', verified.uid],
    ]);
    assert.ok(rows.every((r) => Date.now() - r.acceptedAt.getTime() < 60_000));

    // Repeating the call is harmless: same link, no second acceptance row.
    const again = await request(ctx.app, 'PUT', `/contacts/${id}/uid`, verified.token, {
      uid: verified.uid,
      Agreements: [CONFIDENTIALITY],
    });
    assert.equal(again.statusCode, 200);
    assert.equal((await agreementsOf(id)).length, 2);

    // Once linked, the contact is the caller's by uid: notes work.
    const note = await request(ctx.app, 'POST', `/contacts/${id}/notes`, verified.token, {
      note_content: 'Account Type: Buyer & Seller',
    });
    assert.equal(note.statusCode, 201);
  });

  it('an outdated agreement version is a 400 naming the field, and nothing is linked', async () => {
    const { customer, verified } = await existingCustomer();
    const res = await request(
      ctx.app,
      'PUT',
      `/contacts/${customer.contact!.id}/uid`,
      verified.token,
      {
        uid: verified.uid,
        Agreements: [{ id: 'service-confidentiality', version: '2020-01-01' }],
      },
    );
    assert.equal(res.statusCode, 400);
    assert.match(
      res.json().error,
      /^Agreements\.0\.version: service-confidentiality is at version 2026-11-01/,
    );
    assert.equal((await contactRow(customer.contact!.id))?.userUid, null);
  });
});

describe('POST /contacts/create records the agreements of the role (spec §6)', () => {
  const body = (uid: string, email: string, extra: Record<string, unknown>) => ({
    data: [{ ...profile, Email: email, User_UID: uid, ...extra }],
  });

  it('a brand-new Buyer & Seller needs no verified email; both agreements are recorded', async () => {
    const { user, res } = await signUpNew(ctx, (user) =>
      body(user.uid, user.email, {
        Contact_Type: ['Buyer', 'Seller'],
        Agreements: [CONFIDENTIALITY, SERVICES],
      }),
    );
    assert.equal(res.statusCode, 201);
    const id = res.json().data[0].details.id as string;
    const rows = await agreementsOf(id);
    assert.deepEqual(rows.map((r) => r.agreementId).sort(), [
      'consulting-services',
      'service-confidentiality',
    ]);
    assert.ok(rows.every((r) => r.version === '2026-11-01' && r.acceptedByUid === user.uid));
  });

  it('a Seller records the Consulting & Services Agreement', async () => {
    const { res } = await signUpNew(ctx, (user) =>
      body(user.uid, user.email, { Contact_Type: ['Seller'], Agreements: [SERVICES] }),
    );
    assert.equal(res.statusCode, 201);
    const rows = await agreementsOf(res.json().data[0].details.id as string);
    assert.deepEqual(
      rows.map((r) => r.agreementId),
      ['consulting-services'],
    );
  });

  it('missing, wrong-role or outdated agreements: 400 naming the field, nothing written', async () => {
    const user = await createUser(ctx.db, { contact: false });
    const before = await tableCounts(ctx.db);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [
        { Contact_Type: ['Buyer', 'Seller'], Agreements: [CONFIDENTIALITY] },
        /^Please accept all required agreements$/,
      ],
      [
        { Contact_Type: ['Seller'], Agreements: [CONFIDENTIALITY] },
        /^Please accept all required agreements$/,
      ],
      [{ Contact_Type: ['Buyer'] }, /^Please accept all required agreements$/],
      [
        { Contact_Type: ['Buyer'], Agreements: [{ ...CONFIDENTIALITY, version: '1999' }] },
        /^service-confidentiality is at version 2026-11-01$/,
      ],
      [
        { Contact_Type: ['Buyer'], Agreements: [{ id: 'nda', version: '1' }] },
        /^Unknown agreement$/,
      ],
    ];
    for (const [extra, pattern] of cases) {
      const res = await request(
        ctx.app,
        'POST',
        '/contacts/create',
        user.token,
        body(user.uid, user.email, extra),
      );
      assert.equal(res.statusCode, 400, JSON.stringify(extra));
      assert.match(res.json().error, pattern);
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });
});
