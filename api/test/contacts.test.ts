import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema.js';
import {
  createUser,
  mintIdToken,
  multipartBody,
  postMultipart,
  PDF_BYTES,
  PNG_BYTES,
  JPEG_BYTES,
  request,
  tableCounts,
  errorOf,
  LICENCE_PARTS,
  signUpNew,
} from './helpers.js';
import { testSuite } from './suite.js';

const { ctx } = testSuite({}, { maxUploadBytes: 64 * 1024 });

const BOTH_AGREEMENTS = [
  { id: 'service-confidentiality', version: '2026-11-01' },
  { id: 'consulting-services', version: '2026-11-01' },
];

const contactRow = async (id: string) =>
  (await ctx.db.select().from(schema.contacts).where(eq(schema.contacts.id, id)))[0];

describe('identity (spec §5 "All API calls")', () => {
  it('rejects a missing, malformed, wrong-project, expired, disabled or deleted token with 401', async () => {
    const user = await createUser(ctx.db);
    const url = `/contact-by-email?email=${user.email}`;
    const bad = [
      null,
      'not-a-jwt',
      mintIdToken(user.uid, user.email, {
        aud: 'other-project',
        iss: 'https://securetoken.google.com/other',
      }),
      mintIdToken(user.uid, user.email, { exp: Math.floor(Date.now() / 1000) - 60 }),
      mintIdToken('disabled-x', user.email),
      mintIdToken('deleted-x', user.email),
    ];
    for (const token of bad) {
      const res = await request(ctx.app, 'GET', url, token);
      assert.equal(res.statusCode, 401, `token ${token}`);
      assert.deepEqual(errorOf(res), { error: 'User not authenticated' });
    }
    const res = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Basic ${user.token}` },
    });
    assert.equal(res.statusCode, 401);
  });
});

describe('GET /contact-by-email', () => {
  it('returns the caller’s own contact in the docs/api.md shape', async () => {
    const user = await createUser(ctx.db, { contactType: ['Buyer', 'Seller'], firstName: 'Ada' });
    const res = await request(
      ctx.app,
      'GET',
      `/contact-by-email?email=${user.email.toUpperCase()}`,
      user.token,
    );
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.id, user.contact!.id);
    assert.equal(data.Full_Name, `Ada ${user.contact!.lastName}`);
    assert.equal(data.Email, user.email);
    assert.equal(data.User_UID, user.uid);
    assert.deepEqual(data.Contact_Type, ['Buyer', 'Seller']);
    assert.equal(data.Account_Confirmed, true);
    assert.equal(data.canAccessListing, true);
    assert.equal(data.Mobile, null);
  });

  it('matches by verified email while the contact has no User_UID yet', async () => {
    const user = await createUser(ctx.db, { linked: false, emailVerified: true });
    const res = await request(ctx.app, 'GET', `/contact-by-email?email=${user.email}`, user.token);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.id, user.contact!.id);
    assert.equal(res.json().data.User_UID, null);
  });

  it('is allowed for an unconfirmed account; canAccessListing false for a Buyer', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const res = await request(ctx.app, 'GET', `/contact-by-email?email=${user.email}`, user.token);
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.Account_Confirmed, false);
    assert.equal(res.json().data.canAccessListing, false);
  });

  it('refuses another user’s email (403), even for Admin', async () => {
    const other = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { contactType: ['Admin'] });
    for (const caller of [await createUser(ctx.db), admin]) {
      const res = await request(
        ctx.app,
        'GET',
        `/contact-by-email?email=${other.email}`,
        caller.token,
      );
      assert.equal(res.statusCode, 403);
      assert.deepEqual(errorOf(res), { error: 'You may only read your own contact' });
    }
  });

  it('404 with the spec §8 text when the caller has no contact', async () => {
    const user = await createUser(ctx.db, { contact: false });
    const res = await request(ctx.app, 'GET', `/contact-by-email?email=${user.email}`, user.token);
    assert.equal(res.statusCode, 404);
    assert.deepEqual(errorOf(res), { error: 'Failed to fetch user data' });
  });

  it('400 naming the field for a missing or malformed email', async () => {
    const user = await createUser(ctx.db);
    for (const url of ['/contact-by-email', '/contact-by-email?email=nope']) {
      const res = await request(ctx.app, 'GET', url, user.token);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error, /^email: /);
    }
  });
});

describe('GET /contact-search-by-email', () => {
  it('finds the contact for the caller’s email, with its User_UID (sign-up "already registered")', async () => {
    const owner = await createUser(ctx.db);
    // Same email signed in under a new identity (e.g. a second sign-up).
    const token = mintIdToken('someone-new', owner.email);
    const res = await request(
      ctx.app,
      'GET',
      `/contact-search-by-email?email=${owner.email}`,
      token,
    );
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.id, owner.contact!.id);
    assert.equal(res.json().data.User_UID, owner.uid);
  });

  it('returns data null when there is no contact', async () => {
    const user = await createUser(ctx.db, { contact: false });
    const res = await request(
      ctx.app,
      'GET',
      `/contact-search-by-email?email=${user.email}`,
      user.token,
    );
    assert.equal(res.statusCode, 200);
    assert.deepEqual(res.json(), { data: null });
  });

  it('only for the caller’s own email (403), no token 401, bad email 400', async () => {
    const other = await createUser(ctx.db);
    const user = await createUser(ctx.db);
    let res = await request(
      ctx.app,
      'GET',
      `/contact-search-by-email?email=${other.email}`,
      user.token,
    );
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'You may only search for your own email' });
    res = await request(ctx.app, 'GET', `/contact-search-by-email?email=${user.email}`, null);
    assert.equal(res.statusCode, 401);
    res = await request(ctx.app, 'GET', `/contact-search-by-email?email=x`, user.token);
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^email: /);
  });
});

const profile = {
  First_Name: 'Grace',
  Last_Name: 'Hopper',
  Company: 'Navy Cannabis Co.',
  Title: 'Rear Admiral',
  Phone: '+1 555 0100',
  Mailing_Street: '1 Main St',
  Mailing_City: 'Ottawa',
  Mailing_Zip: 'K1A 0A1',
};

describe('PUT /contacts (Settings)', () => {
  it('saves the caller’s profile and ignores fields that are not editable', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const res = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [
        { ...profile, Email: 'hijack@x.test', Account_Confirmed: true, Contact_Type: ['Admin'] },
      ],
    });
    assert.equal(res.statusCode, 200);
    const { data } = res.json();
    assert.equal(data.Full_Name, 'Grace Hopper');
    assert.equal(data.Mailing_Zip, 'K1A 0A1');
    assert.equal(data.Email, user.email);
    assert.equal(data.Account_Confirmed, false);
    assert.deepEqual(data.Contact_Type, ['Buyer']);
    const row = await contactRow(user.contact!.id);
    assert.equal(row?.company, 'Navy Cannabis Co.');
  });

  it('First and last name are required (400, nothing written)', async () => {
    const user = await createUser(ctx.db);
    const before = await contactRow(user.contact!.id);
    for (const data of [
      [{ ...profile, First_Name: '  ' }],
      [{ ...profile, Last_Name: undefined }],
      [],
      'x',
    ]) {
      const res = await request(ctx.app, 'PUT', '/contacts', user.token, { data });
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error, /^data/);
    }
    const res = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [{ ...profile, First_Name: '' }],
    });
    assert.deepEqual(errorOf(res), {
      error: 'data.0.First_Name: First name and last name are required',
      field: 'data.0.First_Name',
    });
    assert.deepEqual(await contactRow(user.contact!.id), before);
  });

  it('takes what the Settings form takes, by the same schema (issue 17: a 250-character street)', async () => {
    const user = await createUser(ctx.db);
    const street = 'x'.repeat(250);
    const ok = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [{ ...profile, Mailing_Street: street }],
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.Mailing_Street, street);
    const long = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [{ ...profile, Mailing_Street: `${street}x` }],
    });
    assert.equal(long.statusCode, 400);
    assert.deepEqual(errorOf(long), {
      error: 'data.0.Mailing_Street: Limited to 250 characters',
      field: 'data.0.Mailing_Street',
    });
    assert.equal((await contactRow(user.contact!.id))?.mailingStreet, street);
  });

  it('the province by its code (issue 18): saved, cleared by an empty value, an unknown code refused', async () => {
    const user = await createUser(ctx.db);
    const ok = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [{ ...profile, Mailing_State: 'ON' }],
    });
    assert.equal(ok.statusCode, 200, ok.body);
    assert.equal(ok.json().data.Mailing_State, 'ON');
    const bad = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [{ ...profile, Mailing_State: 'Toronto' }],
    });
    assert.equal(bad.statusCode, 400);
    assert.equal(bad.json().field, 'data.0.Mailing_State');
    assert.equal((await contactRow(user.contact!.id))?.mailingState, 'ON');
    const cleared = await request(ctx.app, 'PUT', '/contacts', user.token, {
      data: [{ ...profile, Mailing_State: '' }],
    });
    assert.equal(cleared.json().data.Mailing_State, null);
  });

  it('401 without token; 403 without a contact', async () => {
    assert.equal(
      (await request(ctx.app, 'PUT', '/contacts', null, { data: [profile] })).statusCode,
      401,
    );
    const user = await createUser(ctx.db, { contact: false });
    const res = await request(ctx.app, 'PUT', '/contacts', user.token, { data: [profile] });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'No contact for this user' });
  });
});

describe('PUT /contacts/:id', () => {
  it('applies only the changed fields on the owner’s contact', async () => {
    const user = await createUser(ctx.db);
    const res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}`, user.token, {
      data: [{ Phone: '+1 555 0199', Company: null }],
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.Phone, '+1 555 0199');
    assert.equal(res.json().data.First_Name, 'Test');
    assert.equal((await contactRow(user.contact!.id))?.phone, '+1 555 0199');
  });

  it('403 on another contact (also for Admin), 401 without token, 400 on bad body', async () => {
    const user = await createUser(ctx.db);
    const admin = await createUser(ctx.db, { contactType: ['Admin'] });
    const before = await contactRow(user.contact!.id);
    const res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}`, admin.token, {
      data: [{ Phone: '1' }],
    });
    assert.equal(res.statusCode, 403);
    assert.deepEqual(errorOf(res), { error: 'You may only access your own contact' });
    assert.equal(
      (
        await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}`, null, {
          data: [{ Phone: '1' }],
        })
      ).statusCode,
      401,
    );
    const bad = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}`, user.token, {
      data: [{ Phone: 'x'.repeat(51) }],
    });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().error, /^data\.0\.Phone: /);
    assert.deepEqual(await contactRow(user.contact!.id), before);
  });
});

describe('PUT /contacts/:id/uid', () => {
  it('links the caller’s uid to its email-matched contact', async () => {
    const user = await createUser(ctx.db, { linked: false, emailVerified: true });
    const res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}/uid`, user.token, {
      uid: user.uid,
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.User_UID, user.uid);
    assert.equal((await contactRow(user.contact!.id))?.userUid, user.uid);
  });

  it('refuses another uid (403), another contact (403), a contact linked to someone else (403)', async () => {
    const user = await createUser(ctx.db, { linked: false, emailVerified: true });
    let res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}/uid`, user.token, {
      uid: 'someone-else',
    });
    assert.equal(res.statusCode, 403);
    const other = await createUser(ctx.db);
    res = await request(ctx.app, 'PUT', `/contacts/${other.contact!.id}/uid`, user.token, {
      uid: user.uid,
    });
    assert.equal(res.statusCode, 403);
    // Same email as `other`, new identity: the contact is already linked, so it is not the caller's.
    const intruder = mintIdToken('intruder', other.email, { email_verified: true });
    res = await request(ctx.app, 'PUT', `/contacts/${other.contact!.id}/uid`, intruder, {
      uid: 'intruder',
    });
    assert.equal(res.statusCode, 403);
    assert.equal((await contactRow(other.contact!.id))?.userUid, other.uid);
    assert.equal((await contactRow(user.contact!.id))?.userUid, null);
  });

  it('400 naming uid; 401 without token', async () => {
    const user = await createUser(ctx.db, { linked: false, emailVerified: true });
    const res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}/uid`, user.token, {});
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^uid: /);
    assert.equal(
      (await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}/uid`, null, { uid: 'x' }))
        .statusCode,
      401,
    );
  });
});

describe('POST /contacts/:id/notes', () => {
  it('adds a note to the own contact', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const res = await request(ctx.app, 'POST', `/contacts/${user.contact!.id}/notes`, user.token, {
      note_content: 'Account Type: Buyer & Seller',
    });
    assert.equal(res.statusCode, 201);
    const { data } = res.json();
    assert.match(data.id, /^n_/);
    assert.equal(data.note_content, 'Account Type: Buyer & Seller');
    assert.ok(!Number.isNaN(Date.parse(data.Created_Time)));
    const rows = await ctx.db
      .select()
      .from(schema.notes)
      .where(eq(schema.notes.contactId, user.contact!.id));
    assert.equal(rows.length, 1);
  });

  it('403 on another contact, 401 without token, 400 on empty note — nothing written', async () => {
    const user = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const before = await tableCounts(ctx.db);
    let res = await request(ctx.app, 'POST', `/contacts/${other.contact!.id}/notes`, user.token, {
      note_content: 'x',
    });
    assert.equal(res.statusCode, 403);
    res = await request(ctx.app, 'POST', `/contacts/${user.contact!.id}/notes`, null, {
      note_content: 'x',
    });
    assert.equal(res.statusCode, 401);
    for (const body of [{ note_content: '   ' }, {}, { note_content: 5 }]) {
      res = await request(ctx.app, 'POST', `/contacts/${user.contact!.id}/notes`, user.token, body);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().error, /^note_content: /);
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });
});

describe('POST /contacts/create (sign-up)', () => {
  const body = (uid: string, email: string, extra: Record<string, unknown> = {}) => ({
    data: [
      {
        ...profile,
        // The Settings fixture's '+1 555 0100' is no Canadian number: sign-up checks it (issue 18).
        Phone: '+1 (613) 555 0100',
        Mailing_State: 'ON',
        Mailing_Zip: 'k1a0a1',
        Email: email,
        User_UID: uid,
        Contact_Type: ['Buyer', 'Seller'],
        Agreements: BOTH_AGREEMENTS,
        ...extra,
      },
    ],
  });

  it('creates an unconfirmed contact for the caller and answers data[0].details.id', async () => {
    const { user, res } = await signUpNew(ctx, (user) => body(user.uid, user.email));
    assert.equal(res.statusCode, 201);
    const out = res.json();
    assert.equal(out.data[0].code, 'SUCCESS');
    assert.equal(out.data[0].status, 'success');
    const row = await contactRow(out.data[0].details.id);
    assert.equal(row?.userUid, user.uid);
    assert.equal(row?.accountConfirmed, false);
    assert.deepEqual(row?.contactType, ['Buyer', 'Seller']);
    // Issue 18: stored in the normal forms, the province with them.
    assert.equal(row?.phone, '613-555-0100');
    assert.equal(row?.mailingZip, 'K1A 0A1');
    assert.equal(row?.mailingState, 'ON');
    const me = await request(ctx.app, 'GET', `/contact-by-email?email=${user.email}`, user.token);
    assert.equal(me.json().data.Mailing_State, 'ON');
    // 'Buyer & Seller' as a string is accepted too.
    const second = await createUser(ctx.db, { contact: false });
    const res2 = await request(ctx.app, 'POST', '/contacts/create', second.token, {
      data: [{ ...body(second.uid, second.email).data[0], Contact_Type: 'Buyer & Seller' }],
    });
    assert.equal(res2.statusCode, 201);
  });

  it('409 when the email is already registered', async () => {
    const user = await createUser(ctx.db);
    const res = await request(
      ctx.app,
      'POST',
      '/contacts/create',
      user.token,
      body(user.uid, user.email),
    );
    assert.equal(res.statusCode, 409);
    assert.deepEqual(errorOf(res), {
      error: 'This email is already registered. Please login instead.',
    });
  });

  it('409 (not 500) when a concurrent sign-up wins the race past the check', async () => {
    const user = await createUser(ctx.db, { contact: false });
    const repo = ctx.app.contactsRepository;
    const { findByEmail, findForCaller } = repo;
    const first = await request(
      ctx.app,
      'POST',
      '/contacts/create',
      user.token,
      body(user.uid, user.email),
    );
    assert.equal(first.statusCode, 201);
    const before = await tableCounts(ctx.db);
    // The second request's check ran before the first insert committed.
    repo.findByEmail = async () => null;
    repo.findForCaller = async () => null;
    try {
      const res = await request(
        ctx.app,
        'POST',
        '/contacts/create',
        user.token,
        body(user.uid, user.email),
      );
      assert.equal(res.statusCode, 409);
      assert.deepEqual(errorOf(res), {
        error: 'This email is already registered. Please login instead.',
      });
    } finally {
      repo.findByEmail = findByEmail;
      repo.findForCaller = findForCaller;
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('two simultaneous sign-ups: one 201, one 409, one contact', async () => {
    const user = await createUser(ctx.db, { contact: false });
    const answers = await Promise.all(
      [1, 2].map(() =>
        request(ctx.app, 'POST', '/contacts/create', user.token, body(user.uid, user.email)),
      ),
    );
    assert.deepEqual(answers.map((r) => r.statusCode).sort(), [201, 409]);
    assert.deepEqual(errorOf(answers.find((r) => r.statusCode === 409)!), {
      error: 'This email is already registered. Please login instead.',
    });
  });

  it('403 for another email or uid; 400 for Admin role, bad email, missing names; 401 without token; nothing written', async () => {
    const user = await createUser(ctx.db, { contact: false });
    const before = await tableCounts(ctx.db);
    let res = await request(
      ctx.app,
      'POST',
      '/contacts/create',
      user.token,
      body(user.uid, 'other@x.test'),
    );
    assert.equal(res.statusCode, 403);
    res = await request(
      ctx.app,
      'POST',
      '/contacts/create',
      user.token,
      body('other-uid', user.email),
    );
    assert.equal(res.statusCode, 403);
    res = await request(ctx.app, 'POST', '/contacts/create', null, body(user.uid, user.email));
    assert.equal(res.statusCode, 401);
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ Contact_Type: ['Admin'] }, /^Choose Buyer, Seller or both$/],
      // The Join form's own schema (issue 17: one schema for the form and the route).
      [{ Contact_Type: [] }, /^Please choose whether you join as a Buyer, a Seller or both\.$/],
      [{ Email: 'nope' }, /^Please enter a valid email address\.$/],
      [{ First_Name: '' }, /^Please enter your first name\.$/],
      [{ User_UID: '' }, /^User_UID is required$/],
    ];
    for (const [extra, pattern] of cases) {
      res = await request(
        ctx.app,
        'POST',
        '/contacts/create',
        user.token,
        body(user.uid, user.email, extra),
      );
      assert.equal(res.statusCode, 400, JSON.stringify(extra));
      assert.match(res.json().error, pattern);
    }
    // A body of the wrong shape keeps '<path>: <problem>' (zod 4.6 names the one-element tuple's
    // length at 'data'; 4.1 named the missing element, 'data.0').
    res = await request(ctx.app, 'POST', '/contacts/create', user.token, { data: [] });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().error, /^data: Too small: expected array to have >=1 items$/);
    res = await request(ctx.app, 'POST', '/contacts/create', user.token, '{"data":', {
      'content-type': 'application/json',
    });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), { error: 'body: Invalid JSON', field: 'body' });
    assert.deepEqual(await tableCounts(ctx.db), before);
  });
});

describe('POST /contacts/create applies the Join form’s schema (issue 18)', () => {
  const valid = (uid: string, email: string) => ({
    First_Name: 'Ada',
    Last_Name: 'Lovelace',
    Email: email,
    Company: 'Leaf Co',
    Title: 'CEO',
    Phone: '416-555-0123',
    Mailing_Street: '1 Main St',
    Mailing_City: 'Toronto',
    Mailing_State: 'ON',
    Mailing_Zip: 'M5V 2T6',
    User_UID: uid,
    Contact_Type: ['Buyer'],
    Agreements: [BOTH_AGREEMENTS[0]],
  });

  it('an empty or malformed field: 400 with the form’s words and the field, nothing written', async () => {
    const user = await createUser(ctx.db, { contact: false });
    const before = await tableCounts(ctx.db);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ Company: '' }, 'Please enter your company name.', 'data.0.Company'],
      [{ Company: '   ' }, 'Please enter your company name.', 'data.0.Company'],
      [{ Title: '' }, 'Please enter your job title.', 'data.0.Title'],
      [{ Phone: '' }, 'Please enter your phone number.', 'data.0.Phone'],
      [
        { Phone: 'abc' },
        'Please enter a 10-digit Canadian phone number with its area code, e.g. 416-555-0123.',
        'data.0.Phone',
      ],
      [
        { Phone: '555 0100' },
        'Please enter a 10-digit Canadian phone number with its area code, e.g. 416-555-0123.',
        'data.0.Phone',
      ],
      [{ Mailing_Street: '' }, 'Please enter your street address.', 'data.0.Mailing_Street'],
      [{ Mailing_City: undefined }, 'Please enter your city.', 'data.0.Mailing_City'],
      [
        { Mailing_State: undefined },
        'Please choose your province or territory.',
        'data.0.Mailing_State',
      ],
      [
        { Mailing_State: 'ZZ' },
        'Please choose your province or territory.',
        'data.0.Mailing_State',
      ],
      [{ Mailing_Zip: '' }, 'Please enter your postal code.', 'data.0.Mailing_Zip'],
      [
        { Mailing_Zip: 'zzz' },
        'Please enter a Canadian postal code in the form A1A 1A1, e.g. K1A 0B1.',
        'data.0.Mailing_Zip',
      ],
      [
        { Mailing_Zip: 'W1A 0B1' },
        'Please enter a Canadian postal code in the form A1A 1A1, e.g. K1A 0B1.',
        'data.0.Mailing_Zip',
      ],
      [
        { Title: 'x'.repeat(101) },
        'Job Title is too long: please keep it to 100 characters or fewer.',
        'data.0.Title',
      ],
    ];
    for (const [change, error, field] of cases) {
      const res = await request(ctx.app, 'POST', '/contacts/create', user.token, {
        data: [{ ...valid(user.uid, user.email), ...change }],
      });
      assert.equal(res.statusCode, 400, JSON.stringify(change));
      assert.deepEqual(errorOf(res), { error, field }, JSON.stringify(change));
    }
    assert.deepEqual(await tableCounts(ctx.db), before);
  });

  it('the usual ways of writing a phone and a postal code are accepted and stored in one form', async () => {
    const written: Array<[string, string]> = [
      ['(416) 555-0123', 'm5v2t6'],
      ['+1 416 555 0123', 'M5V-2T6'],
      ['4165550123', ' m5v 2t6 '],
    ];
    for (const [phone, zip] of written) {
      const user = await createUser(ctx.db, { contact: false });
      const res = await request(ctx.app, 'POST', '/contacts/create', user.token, {
        data: [{ ...valid(user.uid, user.email), Phone: phone, Mailing_Zip: zip }],
      });
      assert.equal(res.statusCode, 201, phone);
      const row = await contactRow(res.json().data[0].details.id);
      assert.equal(row?.phone, '416-555-0123');
      assert.equal(row?.mailingZip, 'M5V 2T6');
      assert.equal(row?.mailingState, 'ON');
      assert.equal(row?.company, 'Leaf Co');
    }
  });
});

describe('POST /contacts/:id/attachments and PUT /contacts/:id/confirm-account', () => {
  it('confirm-account needs both documents (spec §5)', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const url = `/contacts/${user.contact!.id}`;
    let res = await request(ctx.app, 'PUT', `${url}/confirm-account`, user.token);
    assert.equal(res.statusCode, 400);
    assert.deepEqual(errorOf(res), { error: 'Please upload both required documents' });

    const one = multipartBody([
      { name: 'cannabis_license', filename: 'licence.pdf', data: PDF_BYTES },
      ...LICENCE_PARTS,
    ]);
    res = await postMultipart(ctx.app, `${url}/attachments`, user.token, one);
    assert.equal(res.statusCode, 201);
    res = await request(ctx.app, 'PUT', `${url}/confirm-account`, user.token, '', {
      'content-type': 'application/json',
    });
    assert.equal(res.statusCode, 400);
    assert.equal((await contactRow(user.contact!.id))?.accountConfirmed, false);

    const two = multipartBody([{ name: 'cra_permit', filename: 'permit.jpg', data: JPEG_BYTES }]);
    res = await postMultipart(ctx.app, `${url}/attachments`, user.token, two);
    assert.equal(res.statusCode, 201);
    res = await request(ctx.app, 'PUT', `${url}/confirm-account`, user.token, '', {
      'content-type': 'application/json',
    });
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.Account_Confirmed, true);
    assert.equal((await contactRow(user.contact!.id))?.accountConfirmed, true);
  });

  it('stores both documents under server-chosen names and reads them back byte-identical (owner only)', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const body = multipartBody([
      {
        name: 'cannabis_license',
        filename: '../../etc/passwd.pdf',
        contentType: 'text/plain',
        data: PDF_BYTES,
      },
      ...LICENCE_PARTS,
      { name: 'cra_permit', filename: 'permit.png', data: PNG_BYTES },
    ]);
    const res = await postMultipart(
      ctx.app,
      `/contacts/${user.contact!.id}/attachments`,
      user.token,
      body,
    );
    assert.equal(res.statusCode, 201);
    const { data } = res.json() as { data: Array<{ id: string; kind: string; file_name: string }> };
    assert.deepEqual(
      data.map((d) => [d.kind, d.file_name]),
      [
        ['cannabis_license', 'passwd.pdf'],
        ['cra_permit', 'permit.png'],
      ],
    );
    const rows = await ctx.db
      .select()
      .from(schema.contactDocuments)
      .where(eq(schema.contactDocuments.contactId, user.contact!.id));
    assert.deepEqual(
      rows.map((r) => r.storageKey).sort(),
      data.map((d) => `documents/${d.id}`).sort(),
    );
    assert.equal(rows.find((r) => r.kind === 'cannabis_license')?.contentType, 'application/pdf');

    const pdf = await request(ctx.app, 'GET', `/file/${data[0]!.id}`, user.token);
    assert.equal(pdf.statusCode, 200);
    assert.equal(pdf.headers['content-type'], 'application/pdf');
    assert.ok(pdf.rawPayload.equals(PDF_BYTES));
    const png = await request(ctx.app, 'GET', `/file/${data[1]!.id}`, user.token);
    assert.equal(png.headers['content-type'], 'image/png');
    assert.equal(png.headers['cache-control'], 'private, max-age=3600');
    assert.ok(png.rawPayload.equals(PNG_BYTES));

    const other = await createUser(ctx.db);
    const denied = await request(ctx.app, 'GET', `/file/${data[0]!.id}`, other.token);
    assert.equal(denied.statusCode, 404);
    assert.deepEqual(errorOf(denied), { error: 'File not found' });
    const admin = await createUser(ctx.db, { contactType: ['Admin'] });
    assert.equal(
      (await request(ctx.app, 'GET', `/file/${data[0]!.id}`, admin.token)).statusCode,
      200,
    );
    assert.equal((await request(ctx.app, 'GET', `/file/${data[0]!.id}`, null)).statusCode, 401);
  });

  it('rejects wrong type, unknown field, oversize, empty and non-multipart with nothing stored', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const url = `/contacts/${user.contact!.id}/attachments`;
    const before = await tableCounts(ctx.db);
    const cases: Array<[Parameters<typeof multipartBody>[0], number, RegExp]> = [
      [
        [
          { name: 'cannabis_license', filename: 'ok.pdf', data: PDF_BYTES },
          ...LICENCE_PARTS,
          {
            name: 'cra_permit',
            filename: 'evil.pdf',
            contentType: 'application/pdf',
            data: 'MZ not a pdf',
          },
        ],
        400,
        /^cra_permit: File must be a PDF, JPEG or PNG$/,
      ],
      [[{ name: 'avatar', filename: 'a.png', data: PNG_BYTES }], 400, /^avatar: Unexpected field/],
      [[{ name: 'cra_permit', data: 'just text' }], 400, /^cra_permit: Expected a file$/],
      [
        [{ name: 'cra_permit', filename: 'empty.pdf', data: Buffer.alloc(0) }],
        400,
        /^cra_permit: File is empty$/,
      ],
      [
        [
          { name: 'cannabis_license', filename: 'ok.pdf', data: PDF_BYTES },
          ...LICENCE_PARTS,
          {
            name: 'cra_permit',
            filename: 'big.pdf',
            data: Buffer.concat([PDF_BYTES, Buffer.alloc(70 * 1024)]),
          },
        ],
        413,
        /^cra_permit: File is larger than/,
      ],
      [[], 400, /No file uploaded/],
    ];
    for (const [parts, status, pattern] of cases) {
      const body = multipartBody(parts);
      const res = await postMultipart(ctx.app, url, user.token, body);
      assert.equal(res.statusCode, status, JSON.stringify(parts.map((p) => p.name)));
      assert.match(res.json().error, pattern);
    }
    const json = await request(ctx.app, 'POST', url, user.token, { cra_permit: 'x' });
    assert.equal(json.statusCode, 400);
    assert.deepEqual(errorOf(json), { error: 'body: Expected multipart/form-data', field: 'body' });
    assert.deepEqual(await tableCounts(ctx.db), before);
    assert.equal(await ctx.storage.get('documents/none'), null);
  });

  it('403 for another contact (upload and confirm), 401 without token', async () => {
    const user = await createUser(ctx.db, { confirmed: false });
    const other = await createUser(ctx.db, { confirmed: false });
    const body = multipartBody([{ name: 'cra_permit', filename: 'p.pdf', data: PDF_BYTES }]);
    let res = await postMultipart(
      ctx.app,
      `/contacts/${other.contact!.id}/attachments`,
      user.token,
      body,
    );
    assert.equal(res.statusCode, 403);
    res = await postMultipart(ctx.app, `/contacts/${user.contact!.id}/attachments`, null, body);
    assert.equal(res.statusCode, 401);
    res = await request(
      ctx.app,
      'PUT',
      `/contacts/${other.contact!.id}/confirm-account`,
      user.token,
    );
    assert.equal(res.statusCode, 403);
    res = await request(ctx.app, 'PUT', `/contacts/${user.contact!.id}/confirm-account`, null);
    assert.equal(res.statusCode, 401);
  });
});
