import { contactCreateBodySchema } from './contact';
import { JOIN_STEPS, joinFormSchema, joinFormToNewContact, type JoinFormValues } from './join';
import { firstMessage } from './test-helpers';

const complete: JoinFormValues = {
  email: 'ada@leafbid.test',
  password: 'secret-1',
  First_Name: 'Ada',
  Last_Name: 'Lovelace',
  Phone: '514 555 0100',
  Company: 'Leaf Co',
  Title: 'CEO',
  Mailing_Street: '1 Main',
  Mailing_City: 'Montréal',
  Mailing_State: 'QC',
  Mailing_Zip: 'H2X 1Y4',
  role: 'Buyer & Seller',
  accepted: ['service-confidentiality', 'consulting-services'],
};

describe('Join (spec §5): every step field is required, agreements for the role', () => {
  test.each<[string, Partial<Record<keyof JoinFormValues, unknown>>, string | null]>([
    ['a complete Buyer & Seller', {}, null],
    ['no email', { email: '' }, 'Please enter your email.'],
    ['a bad email', { email: 'ada' }, 'Please enter a valid email address.'],
    ['no password', { password: '' }, 'Please choose a password.'],
    [
      'a 5-character password',
      { password: 'abcde' },
      'Your password must be at least 6 characters long.',
    ],
    ['a blank last name', { Last_Name: '  ' }, 'Please enter your last name.'],
    ['no phone', { Phone: '' }, 'Please enter your phone number.'],
    [
      'a phone of letters',
      { Phone: 'abc' },
      'Please enter a 10-digit Canadian phone number with its area code, e.g. 416-555-0123.',
    ],
    ['no title', { Title: '' }, 'Please enter your job title.'],
    ['no province', { Mailing_State: '' }, 'Please choose your province or territory.'],
    ['an unknown province', { Mailing_State: 'XX' }, 'Please choose your province or territory.'],
    ['no postal code', { Mailing_Zip: '' }, 'Please enter your postal code.'],
    [
      'postal code zzz',
      { Mailing_Zip: 'zzz' },
      'Please enter a Canadian postal code in the form A1A 1A1, e.g. K1A 0B1.',
    ],
    ['no role', { role: '' }, 'Please choose whether you join as a Buyer, a Seller or both.'],
    [
      'Buyer & Seller with one agreement',
      { accepted: ['service-confidentiality'] },
      'Please accept all required agreements',
    ],
    [
      'a Buyer with the confidentiality agreement',
      { role: 'Buyer', accepted: ['service-confidentiality'] },
      null,
    ],
    [
      'a Seller with the buyer agreement only',
      { role: 'Seller', accepted: ['service-confidentiality'] },
      'Please accept all required agreements',
    ],
    [
      'a Seller with the services agreement',
      { role: 'Seller', accepted: ['consulting-services'] },
      null,
    ],
  ])('%s', (_name, change, message) => {
    expect(firstMessage(joinFormSchema, { ...complete, ...change })).toBe(message);
  });

  test('six steps in the spec order', () => {
    expect(JOIN_STEPS.map((s) => s.label)).toEqual([
      'Account',
      'Personal',
      'Professional',
      'Address',
      'Role',
      'Agreements',
    ]);
  });

  test('the form becomes a POST /contacts/create record the API schema accepts', () => {
    const contact = joinFormToNewContact(joinFormSchema.parse(complete), 'uid-1');
    expect(contact).toMatchObject({
      Phone: '514-555-0100',
      Mailing_State: 'QC',
      Mailing_Zip: 'H2X 1Y4',
      Email: 'ada@leafbid.test',
      User_UID: 'uid-1',
      Contact_Type: ['Buyer', 'Seller'],
      Agreements: [
        { id: 'service-confidentiality', version: '2026-11-01' },
        { id: 'consulting-services', version: '2026-11-01' },
      ],
    });
    expect(contactCreateBodySchema.safeParse({ data: [contact] }).success).toBe(true);
  });

  test('the phone and the postal code are kept in their normal form', () => {
    const values = joinFormSchema.parse({
      ...complete,
      Phone: '+1 (416) 555-0123',
      Mailing_Zip: 'k1a0b1',
    });
    expect(values.Phone).toBe('416-555-0123');
    expect(values.Mailing_Zip).toBe('K1A 0B1');
  });
});
