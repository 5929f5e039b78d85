import {
  contactCreateBodySchema,
  contactUpdateBodySchema,
  noteBodySchema,
  profileFieldsSchema,
  profileUpdateBodySchema,
  uidBodySchema,
} from './contact';
import { firstMessage } from './test-helpers';

const profile = { First_Name: 'Ada', Last_Name: 'Buyer', Company: 'Leaf Co', Phone: null };

describe('Settings: First Name and Last Name are required', () => {
  test.each<[string, unknown, string | null]>([
    ['names given, other fields optional', { First_Name: 'Ada', Last_Name: 'Buyer' }, null],
    [
      'all fields',
      {
        ...profile,
        Title: 'CEO',
        Mailing_Street: '1 Main',
        Mailing_City: 'Montréal',
        Mailing_Zip: 'H2X 1Y4',
      },
      null,
    ],
    ['empty first name', { ...profile, First_Name: '' }, 'First name and last name are required'],
    ['blank last name', { ...profile, Last_Name: '   ' }, 'First name and last name are required'],
    ['missing last name', { First_Name: 'Ada' }, 'First name and last name are required'],
    [
      'a postal code too long',
      { ...profile, Mailing_Zip: 'x'.repeat(21) },
      'Limited to 20 characters',
    ],
  ])('%s', (_name, value, message) => {
    expect(firstMessage(profileFieldsSchema, value)).toBe(message);
  });

  test('fields the profile form may not change are stripped', () => {
    const parsed = profileFieldsSchema.parse({
      ...profile,
      Email: 'x@y.z',
      Account_Confirmed: true,
      Contact_Type: ['Admin'],
    });
    expect(parsed).not.toHaveProperty('Email');
    expect(parsed).not.toHaveProperty('Account_Confirmed');
    expect(parsed).not.toHaveProperty('Contact_Type');
  });
});

describe('PUT /contacts and PUT /contacts/:id take {data:[fields]}', () => {
  test.each<[string, unknown, boolean, boolean]>([
    ['one full profile', { data: [profile] }, true, true],
    ['one changed field', { data: [{ Phone: '514 555 0100' }] }, false, true],
    ['an emptied name', { data: [{ First_Name: '' }] }, false, false],
    ['no array', { data: profile }, false, false],
    ['two records', { data: [profile, profile] }, false, false],
    ['an empty array', { data: [] }, false, false],
  ])('%s', (_name, body, profileOk, updateOk) => {
    expect(profileUpdateBodySchema.safeParse(body).success).toBe(profileOk);
    expect(contactUpdateBodySchema.safeParse(body).success).toBe(updateOk);
  });
});

const newContact = {
  First_Name: 'Ada',
  Last_Name: 'Buyer',
  Email: 'ada@leafbid.test',
  Company: 'Leaf Co',
  Title: 'CEO',
  Phone: '514 555 0100',
  Mailing_Street: '1 Main',
  Mailing_City: 'Montréal',
  Mailing_State: 'QC',
  Mailing_Zip: 'H2X 1Y4',
  User_UID: 'uid-1',
  Contact_Type: ['Buyer', 'Seller'],
  Agreements: [
    { id: 'service-confidentiality', version: '2026-11-01' },
    { id: 'consulting-services', version: '2026-11-01' },
  ],
};

describe('POST /contacts/create: every sign-up field is required', () => {
  test.each<[string, Record<string, unknown>, string | null]>([
    ['a Buyer & Seller', {}, null],
    ['a Buyer', { Contact_Type: ['Buyer'] }, null],
    ['a missing company', { Company: '' }, 'Please enter your company name.'],
    ['a blank title', { Title: '  ' }, 'Please enter your job title.'],
    ['no phone', { Phone: undefined }, 'Please enter your phone number.'],
    [
      'phone abc',
      { Phone: 'abc' },
      'Please enter a 10-digit Canadian phone number with its area code, e.g. 416-555-0123.',
    ],
    ['an empty street', { Mailing_Street: '' }, 'Please enter your street address.'],
    ['an empty city', { Mailing_City: '' }, 'Please enter your city.'],
    ['no province', { Mailing_State: undefined }, 'Please choose your province or territory.'],
    ['a province name', { Mailing_State: 'Ontario' }, 'Please choose your province or territory.'],
    [
      'postal code zzz',
      { Mailing_Zip: 'zzz' },
      'Please enter a Canadian postal code in the form A1A 1A1, e.g. K1A 0B1.',
    ],
    [
      'a company name too long',
      { Company: 'x'.repeat(201) },
      'Company Name is too long: please keep it to 200 characters or fewer.',
    ],
    [
      'no role',
      { Contact_Type: [] },
      'Please choose whether you join as a Buyer, a Seller or both.',
    ],
    [
      'Admin cannot be chosen at sign-up',
      { Contact_Type: ['Admin'] },
      'Choose Buyer, Seller or both',
    ],
    ['a bad email', { Email: 'ada' }, 'Please enter a valid email address.'],
    [
      'a Buyer & Seller without the seller agreement',
      { Agreements: [newContact.Agreements[0]] },
      'Please accept all required agreements',
    ],
    ['no agreements at all', { Agreements: [] }, 'Please accept all required agreements'],
    [
      'an outdated version',
      {
        Contact_Type: ['Buyer'],
        Agreements: [{ id: 'service-confidentiality', version: '2020-01-01' }],
      },
      'service-confidentiality is at version 2026-11-01',
    ],
    ['an unknown agreement', { Agreements: [{ id: 'nda', version: '1' }] }, 'Unknown agreement'],
    ['agreements missing', { Agreements: undefined }, 'Please accept all required agreements'],
    ['a missing uid', { User_UID: '' }, 'User_UID is required'],
    ['a repeated role', { Contact_Type: ['Buyer', 'Buyer'] }, 'Contact_Type repeats a value'],
  ])('%s', (_name, change, message) => {
    expect(firstMessage(contactCreateBodySchema, { data: [{ ...newContact, ...change }] })).toBe(
      message,
    );
  });
});

test('POST /contacts/create keeps the phone and the postal code in their normal form', () => {
  const parsed = contactCreateBodySchema.parse({
    data: [{ ...newContact, Phone: '1-416-555-0123', Mailing_Zip: 'h2x-1y4' }],
  });
  expect(parsed.data[0]).toMatchObject({
    Phone: '416-555-0123',
    Mailing_Zip: 'H2X 1Y4',
    Mailing_State: 'QC',
  });
});

describe('uid and note bodies', () => {
  test.each<[string, typeof uidBodySchema | typeof noteBodySchema, unknown, boolean]>([
    ['{uid}', uidBodySchema, { uid: 'demo-buyer' }, true],
    ['an empty uid', uidBodySchema, { uid: '' }, false],
    ['{note_content}', noteBodySchema, { note_content: 'Account Type: Buyer & Seller' }, true],
    ['an empty note', noteBodySchema, { note_content: ' ' }, false],
    ['a note without content', noteBodySchema, {}, false],
  ])('%s', (_name, schema, body, ok) => {
    expect(schema.safeParse(body).success).toBe(ok);
  });
});
