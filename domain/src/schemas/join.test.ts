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
  Mailing_Zip: 'H2X 1Y4',
  role: 'Buyer & Seller',
  accepted: ['service-confidentiality', 'consulting-services'],
};

describe('Join (spec §5): every step field is required, agreements for the role', () => {
  test.each<[string, Partial<Record<keyof JoinFormValues, unknown>>, string | null]>([
    ['a complete Buyer & Seller', {}, null],
    ['no email', { email: '' }, 'Please fill in all required fields'],
    ['a bad email', { email: 'ada' }, 'Please enter a valid email address.'],
    ['no password', { password: '' }, 'Please fill in all required fields'],
    ['a blank last name', { Last_Name: '  ' }, 'Please fill in all required fields'],
    ['no phone', { Phone: '' }, 'Please fill in all required fields'],
    ['no title', { Title: '' }, 'Please fill in all required fields'],
    ['no postal code', { Mailing_Zip: '' }, 'Please fill in all required fields'],
    ['no role', { role: '' }, 'Please fill in all required fields'],
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
    const contact = joinFormToNewContact(complete, 'uid-1');
    expect(contact).toMatchObject({
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
});
