/** Demo identities: one per role, plus an account still awaiting confirmation. */

export const DEMO_PASSWORD = 'leafbid-demo-1';

export interface DemoAccount {
  uid: string;
  email: string;
  firstName: string;
  lastName: string;
  company: string;
  title: string;
  phone: string;
  street: string;
  city: string;
  zip: string;
  contactType: string[];
  accountConfirmed: boolean;
}

export const demoAccounts: DemoAccount[] = [
  {
    uid: 'demo-buyer',
    email: 'buyer@leafbid.test',
    firstName: 'Ada',
    lastName: 'Moreau',
    company: 'Lakeshore Wellness Processing Inc.',
    title: 'Procurement Manager',
    phone: '+1 416-555-0142',
    street: '215 Carlingview Drive, Unit 4',
    city: 'Toronto, ON',
    zip: 'M9W 5X8',
    contactType: ['Buyer'],
    accountConfirmed: true,
  },
  {
    uid: 'demo-seller',
    email: 'seller@leafbid.test',
    firstName: 'Liam',
    lastName: 'Tremblay',
    company: 'Fraser Valley Craft Growers Ltd.',
    title: 'Director of Sales',
    phone: '+1 604-555-0187',
    street: '31450 Marshall Road',
    city: 'Abbotsford, BC',
    zip: 'V2T 6B1',
    contactType: ['Seller'],
    accountConfirmed: true,
  },
  {
    uid: 'demo-both',
    email: 'both@leafbid.test',
    firstName: 'Chloé',
    lastName: 'Gagnon',
    company: 'Laurentides Chanvre Coopérative',
    title: 'Directrice des opérations',
    phone: '+1 450-555-0123',
    street: '1280 Rue Principale',
    city: 'Saint-Jérôme, QC',
    zip: 'J7Z 1Y4',
    contactType: ['Buyer', 'Seller'],
    accountConfirmed: true,
  },
  {
    uid: 'demo-admin',
    email: 'admin@leafbid.test',
    firstName: 'Priya',
    lastName: 'Sandhu',
    company: 'Leafbid Marketplace Operations',
    title: 'Marketplace Operator',
    phone: '+1 403-555-0176',
    street: '800 6 Avenue SW, Suite 1100',
    city: 'Calgary, AB',
    zip: 'T2P 3G3',
    contactType: ['Admin'],
    accountConfirmed: true,
  },
  {
    uid: 'demo-pending',
    email: 'pending@leafbid.test',
    firstName: 'Owen',
    lastName: 'MacLeod',
    company: 'Atlantic Botanical Extracts Corp.',
    title: 'Purchasing Lead',
    phone: '+1 902-555-0158',
    street: '45 Wright Avenue',
    city: 'Dartmouth, NS',
    zip: 'B3B 1G6',
    contactType: ['Buyer'],
    accountConfirmed: false,
  },
];

/**
 * A customer the operator already keeps as a contact, with no sign-in yet (no identity, no
 * User_UID). Joining with this email links the new sign-in to it only once the email is verified
 * (issue 7); try it locally with the emulator's oobCodes (README).
 */
export const demoInvitedContacts: Array<Omit<DemoAccount, 'uid'>> = [
  {
    email: 'invited@leafbid.test',
    firstName: 'Noah',
    lastName: 'Bouchard',
    company: 'Maritime Hemp Collective',
    title: 'Owner',
    phone: '+1 506-555-0119',
    street: '12 King Street',
    city: 'Moncton, NB',
    zip: 'E1C 4M2',
    contactType: ['Buyer'],
    accountConfirmed: false,
  },
];
