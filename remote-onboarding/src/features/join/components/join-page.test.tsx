import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  reply,
  resetStoresForTest,
  type FakeApi,
  type FakeIdentity,
} from '@leafbid/shared/testing';
import { JoinPage } from './join-page';

let api: FakeApi;
let identity: FakeIdentity;
let onJoined: jest.Mock;

const EMAIL = 'ada@leafco.test';
const PASSWORD = 'secret-1';

function setUp(
  routes: Parameters<typeof installFakeApi>[0] = {},
  accounts: Record<string, string> = {},
) {
  identity = createFakeIdentity({ user: null, accounts });
  api = installFakeApi({
    'GET /contact-search-by-email': { data: null },
    'POST /contacts/create': reply(201, {
      data: [{ code: 'SUCCESS', status: 'success', details: { id: 'c_new' } }],
    }),
    'PUT /contacts/:id/uid': { data: { id: 'c_old' } },
    'POST /contacts/:id/notes': reply(201, {
      data: { id: 'n_1', note_content: 'x', Created_Time: '' },
    }),
    ...routes,
  });
}

beforeEach(async () => {
  resetStoresForTest();
  onJoined = jest.fn();
});

afterEach(() => api?.restore());

async function renderJoin() {
  await useAuthStore.getState().initialise();
  render(
    <MemoryRouter initialEntries={['/join']}>
      <Routes>
        <Route path="/join" element={<JoinPage onJoined={onJoined} />} />
        <Route path="/login" element={<h1>Login page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

/** A required field's label reads 'Email*' (the '*' is hidden from screen readers' name only visually). */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}\\*?$`));
const next = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Next' }));
const stepHeading = (name: string) => screen.getByRole('heading', { level: 2, name });

async function fillFieldSteps(user: UserEvent, email = EMAIL, password = PASSWORD) {
  await user.type(field('Email'), email);
  await user.type(field('Password'), password);
  await next(user);
  await user.type(field('First Name'), 'Ada');
  await user.type(field('Last Name'), 'Lovelace');
  await user.type(field('Phone Number'), '514 555 0100');
  await next(user);
  await user.type(field('Company Name'), 'Leaf Co');
  await user.type(field('Job Title'), 'CEO');
  await next(user);
  await user.type(field('Street Address'), '1 Main');
  await user.type(field('City'), 'Montréal');
  await user.type(field('Postal Code'), 'H2X 1Y4');
  await next(user);
}

async function agree(user: UserEvent, title: string) {
  await user.click(screen.getByRole('button', { name: `Read the ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function completeAs(user: UserEvent, role: 'Buyer' | 'Seller' | 'Buyer & Seller') {
  await fillFieldSteps(user);
  await user.click(screen.getByRole('radio', { name: role }));
  await next(user);
  if (role !== 'Seller') await agree(user, 'Service Confidentiality Agreement');
  if (role !== 'Buyer') await agree(user, 'Consulting & Services Agreement');
}

const submit = (user: UserEvent) => user.click(screen.getByRole('button', { name: 'Submit' }));

describe('Join steps (spec §2, §4, §5)', () => {
  beforeEach(() => setUp());

  it('six steps with a progress bar, Account first; no Previous on the first step', async () => {
    await renderJoin();
    expect(screen.getByRole('heading', { level: 1, name: 'Join Leafbid' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 6' })).toHaveAttribute(
      'aria-valuetext',
      'Step 1 of 6: Account',
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Account',
      'Personal',
      'Professional',
      'Address',
      'Role',
      'Agreements',
    ]);
    expect(stepHeading('Account')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  });

  it.each([
    ['Account', 0],
    ['Personal', 1],
    ['Professional', 2],
    ['Address', 3],
    ['Role', 4],
  ])(
    "%s: Next with an empty step says 'Please fill in all required fields' and stays",
    async (label, index) => {
      const user = await renderJoin();
      if (index > 0) {
        await fillFieldSteps(user);
        for (let back = 4; back > index; back -= 1) {
          await user.click(screen.getByRole('button', { name: 'Previous' }));
        }
        // Empty the step's fields again.
        for (const input of screen.queryAllByRole('textbox')) await user.clear(input);
      }
      await next(user);
      expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
      expect(stepHeading(label)).toBeInTheDocument();
    },
  );

  it('a malformed email names the problem', async () => {
    const user = await renderJoin();
    await user.type(field('Email'), 'ada');
    await user.type(field('Password'), PASSWORD);
    await next(user);
    expect(screen.getAllByText('Please enter a valid email address.').length).toBeGreaterThan(0);
    expect(stepHeading('Account')).toBeInTheDocument();
  });

  it('Previous clears the error, and fields keep their values back and forth', async () => {
    const user = await renderJoin();
    await user.type(field('Email'), EMAIL);
    await user.type(field('Password'), PASSWORD);
    await next(user);
    await user.type(field('First Name'), 'Ada');
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Email')).toHaveValue(EMAIL);
    expect(field('Password')).toHaveValue(PASSWORD);
    await next(user);
    expect(field('First Name')).toHaveValue('Ada');
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
  });

  it.each([
    ['Buyer' as const, ['Service Confidentiality Agreement']],
    ['Seller' as const, ['Consulting & Services Agreement']],
    [
      'Buyer & Seller' as const,
      ['Service Confidentiality Agreement', 'Consulting & Services Agreement'],
    ],
  ])('%s is shown the agreements %p', async (role, titles) => {
    const user = await renderJoin();
    await fillFieldSteps(user);
    await user.click(screen.getByRole('radio', { name: role }));
    await next(user);
    expect(stepHeading('Agreements')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: /^Read the / });
    expect(buttons.map((b) => b.textContent)).toEqual(titles.map((t) => `Read the ${t}`));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it("an agreement opens in a modal with its full text, Cancel and 'I Agree'", async () => {
    const user = await renderJoin();
    await fillFieldSteps(user);
    await user.click(screen.getByRole('radio', { name: 'Buyer' }));
    await next(user);
    await user.click(
      screen.getByRole('button', { name: 'Read the Service Confidentiality Agreement' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Service Confidentiality Agreement' });
    expect(dialog).toHaveTextContent('Version 2026-11-01');
    expect(dialog).toHaveTextContent('you may only view listings and place non-binding bids');
    expect(dialog).toHaveTextContent('CAD 1,000');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Not accepted yet')).toBeInTheDocument();
    await agree(user, 'Service Confidentiality Agreement');
    expect(screen.getByText('Accepted')).toBeInTheDocument();
  });

  it("Submit without every agreement: 'Please accept all required agreements', nothing is called", async () => {
    const user = await renderJoin();
    await fillFieldSteps(user);
    await user.click(screen.getByRole('radio', { name: 'Buyer & Seller' }));
    await next(user);
    await agree(user, 'Service Confidentiality Agreement');
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please accept all required agreements');
    expect(api.calls).toHaveLength(0);
    expect(identity.currentUser()).toBeNull();
  });
});

describe('Join submission (spec §4 sequence, §8 errors, issue 7)', () => {
  it('sent from /login for an unfinished sign-up: says so and keeps the email', async () => {
    setUp();
    await useAuthStore.getState().initialise();
    render(
      <MemoryRouter initialEntries={[{ pathname: '/join', state: { unfinishedEmail: EMAIL } }]}>
        <Routes>
          <Route path="/join" element={<JoinPage onJoined={onJoined} />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your sign-up was not finished. Please join again with the same email and password to complete it.',
    );
    expect(field('Email')).toHaveValue(EMAIL);
  });

  it('a new company: identity, search, create with the agreements, note, then / with a reload', async () => {
    setUp();
    const user = await renderJoin();
    await completeAs(user, 'Buyer & Seller');
    await submit(user);
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('/'));
    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `GET /contact-search-by-email`,
      'POST /contacts/create',
      'POST /contacts/c_new/notes',
    ]);
    expect(api.callsTo('POST /contacts/create')[0]?.body).toEqual({
      data: [
        {
          First_Name: 'Ada',
          Last_Name: 'Lovelace',
          Email: EMAIL,
          Company: 'Leaf Co',
          Title: 'CEO',
          Phone: '514 555 0100',
          Mailing_Street: '1 Main',
          Mailing_City: 'Montréal',
          Mailing_Zip: 'H2X 1Y4',
          User_UID: `uid-${EMAIL}`,
          Contact_Type: ['Buyer', 'Seller'],
          Agreements: [
            { id: 'service-confidentiality', version: '2026-11-01' },
            { id: 'consulting-services', version: '2026-11-01' },
          ],
        },
      ],
    });
    expect(api.callsTo('POST /contacts/:id/notes')[0]?.body).toEqual({
      note_content: 'Account Type: Buyer & Seller',
    });
    // The app's auth state was held, so the guard did not leave /join half-way.
    expect(useAuthStore.getState().status).toBe('anonymous');
  });

  it('shows a loading screen while submitting', async () => {
    setUp({
      'GET /contact-search-by-email': () => new Promise(() => undefined),
    });
    const user = await renderJoin();
    await completeAs(user, 'Buyer');
    await submit(user);
    expect(await screen.findByText('Creating your account...')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
  });

  it("a contact that already has a User_UID: 'This email is already registered. Please login instead.'", async () => {
    setUp({ 'GET /contact-search-by-email': { data: { id: 'c_old', User_UID: 'someone' } } });
    const user = await renderJoin();
    await completeAs(user, 'Seller');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please login instead.',
    );
    expect(api.callsTo('POST /contacts/create')).toHaveLength(0);
    expect(identity.currentUser()).toBeNull();
    expect(stepHeading('Agreements')).toBeInTheDocument();
    expect(onJoined).not.toHaveBeenCalled();
  });

  it('an identity account with another password: the already-registered message', async () => {
    setUp({}, { [EMAIL]: 'someone-elses' });
    const user = await renderJoin();
    await completeAs(user, 'Buyer');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This email is already registered. Please login instead.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it('a sign-up that failed half-way is finished by joining again with the same email and password', async () => {
    setUp({}, { [EMAIL]: PASSWORD });
    const user = await renderJoin();
    await completeAs(user, 'Buyer');
    await submit(user);
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('/'));
    expect(api.callsTo('POST /contacts/create')).toHaveLength(1);
  });

  it('identity errors in plain words (password policy included)', async () => {
    resetStoresForTest();
    identity = createFakeIdentity({ user: null, signUpError: 'auth/weak-password' });
    api = installFakeApi({});
    const user = await renderJoin();
    await completeAs(user, 'Buyer');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Password is too weak: it must be at least 6 characters long.',
    );
    expect(api.calls).toHaveLength(0);
  });

  it.each([
    ['GET /contact-search-by-email', reply(500, {}), 'Failed to search contact'],
    ['POST /contacts/create', reply(500, {}), 'Failed to create CRM contact.'],
    [
      'POST /contacts/create',
      reply(200, { data: [{}] }),
      'Failed to get contact ID from CRM response',
    ],
    ['POST /contacts/:id/notes', reply(500, {}), 'Failed to add note'],
  ])('%s failing shows its §8 text and signs the new identity out', async (route, answer, text) => {
    setUp({ [route]: answer });
    const user = await renderJoin();
    await completeAs(user, 'Buyer');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(identity.currentUser()).toBeNull();
    expect(useAuthStore.getState().status).toBe('anonymous');
    expect(onJoined).not.toHaveBeenCalled();
  });
});

describe('an existing contact is linked only with a verified email (issue 7)', () => {
  it("sends the verification email, shows 'Check your inbox', links after verification", async () => {
    setUp({ 'GET /contact-search-by-email': { data: { id: 'c_old', User_UID: null } } });
    const user = await renderJoin();
    await completeAs(user, 'Buyer');
    await submit(user);
    expect(await screen.findByRole('heading', { name: 'Check your inbox' })).toBeInTheDocument();
    expect(screen.getByText(/we sent a verification link to ada@leafco\.test/)).toBeInTheDocument();
    expect(identity.verificationEmails).toEqual([EMAIL]);
    expect(api.callsTo('PUT /contacts/:id/uid')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email is not verified yet. Please open the link in the email we sent.',
    );
    expect(api.callsTo('PUT /contacts/:id/uid')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Resend email' }));
    expect(await screen.findByText('Verification email sent again.')).toBeInTheDocument();
    expect(identity.verificationEmails).toEqual([EMAIL, EMAIL]);

    identity.verifyEmail(EMAIL);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('/'));
    expect(api.callsTo('PUT /contacts/:id/uid')[0]).toMatchObject({
      params: { id: 'c_old' },
      body: {
        uid: `uid-${EMAIL}`,
        Agreements: [{ id: 'service-confidentiality', version: '2026-11-01' }],
      },
    });
    expect(api.callsTo('POST /contacts/:id/notes')[0]).toMatchObject({
      params: { id: 'c_old' },
      body: { note_content: 'Account Type: Buyer' },
    });
    expect(api.callsTo('POST /contacts/create')).toHaveLength(0);
  });

  it("an already verified email links at once; a failed link shows 'Failed to update contact UID'", async () => {
    setUp(
      {
        'GET /contact-search-by-email': { data: { id: 'c_old', User_UID: null } },
        'PUT /contacts/:id/uid': reply(500, {}),
      },
      { [EMAIL]: PASSWORD },
    );
    identity.verifyEmail(EMAIL);
    const user = await renderJoin();
    await completeAs(user, 'Buyer');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to update contact UID');
    expect(identity.verificationEmails).toEqual([]);
  });
});
