import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useAuthStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  renderWithQueryClient,
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
  renderWithQueryClient(
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
  await user.selectOptions(field('Province/Territory'), 'Quebec');
  await user.type(field('Postal Code'), 'H2X 1Y4');
  await next(user);
}

async function agree(user: UserEvent, title: string) {
  await user.click(screen.getByRole('button', { name: `Read the ${title}` }));
  const dialog = await screen.findByRole('dialog', { name: title });
  // Issue 36: 'I Agree' comes with the text, once its document is loaded.
  await user.click(await within(dialog).findByRole('button', { name: 'I Agree' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function completeAs(user: UserEvent, role: 'Buyer' | 'Seller' | 'Buyer & Seller') {
  await fillFieldSteps(user);
  await user.click(screen.getByRole('radio', { name: role }));
  await next(user);
  if (role !== 'Seller') await agree(user, 'Service Confidentiality Agreement');
  if (role !== 'Buyer') await agree(user, 'Consulting & Services Agreement');
}

/** A field's description: its rule, then its (polite, maybe empty) message. */
const described = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);

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
    expect(await within(dialog).findByRole('region')).toHaveTextContent(
      'you may only view listings and place non-binding bids',
    );
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
    renderWithQueryClient(
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
          Phone: '514-555-0100',
          Mailing_Street: '1 Main',
          Mailing_City: 'Montréal',
          Mailing_State: 'QC',
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

describe('Join rules at the field, checked as it is left (issue 18)', () => {
  beforeEach(() => setUp());

  it('the password rule is under the password field from the start', async () => {
    await renderJoin();
    expect(field('Password')).toHaveAccessibleDescription(described('At least 6 characters.'));
    expect(screen.getByText('At least 6 characters.')).toBeVisible();
  });

  it('a field is checked when it is left, not while it is typed', async () => {
    const user = await renderJoin();
    await user.type(field('Email'), 'ada');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();
    await user.tab();
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription(
      described('Please enter a valid email address.'),
    );
    // Corrected: the message goes as it is typed.
    await user.type(field('Email'), '@leafco.test');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address.')).not.toBeInTheDocument();

    await user.type(field('Password'), 'abc');
    await user.tab();
    expect(field('Password')).toHaveAccessibleDescription(
      described('At least 6 characters. Your password must be at least 6 characters long.'),
    );
    // Nothing was pressed: the step has no error line.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('an empty field left behind names itself', async () => {
    const user = await renderJoin();
    await user.type(field('Email'), EMAIL);
    await user.type(field('Password'), PASSWORD);
    await next(user);
    await user.click(field('First Name'));
    await user.tab();
    expect(field('First Name')).toHaveAccessibleDescription(
      described('Please enter your first name.'),
    );
  });

  it("phone: 'abc' is refused with the Canadian format; the usual forms are kept as 416-555-0123", async () => {
    const user = await renderJoin();
    await user.type(field('Email'), EMAIL);
    await user.type(field('Password'), PASSWORD);
    await next(user);
    expect(field('Phone Number')).toHaveAccessibleDescription(
      described('A 10-digit Canadian number with its area code, e.g. 416-555-0123.'),
    );
    await user.type(field('First Name'), 'Ada');
    await user.type(field('Last Name'), 'Lovelace');
    await user.type(field('Phone Number'), 'abc');
    await user.tab();
    const rule =
      'Please enter a 10-digit Canadian phone number with its area code, e.g. 416-555-0123.';
    expect(field('Phone Number')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText(rule)).toBeVisible();
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(rule);
    expect(stepHeading('Personal')).toBeInTheDocument();

    // Put right, the field and the step's line both clear.
    await user.clear(field('Phone Number'));
    await user.type(field('Phone Number'), '416 555 0123');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.queryByText(rule)).not.toBeInTheDocument();
    for (const written of ['+1 (416) 555 0123', '1-416-555-0123', '4165550123']) {
      await user.clear(field('Phone Number'));
      await user.type(field('Phone Number'), written);
      await user.tab();
      expect(field('Phone Number')).toHaveValue('416-555-0123');
      expect(field('Phone Number')).not.toHaveAttribute('aria-invalid');
    }
    await next(user);
    expect(stepHeading('Professional')).toBeInTheDocument();
  });

  it("address: a Province/Territory select of the 13; postal code 'zzz' refused, 'k1a0b1' kept as K1A 0B1", async () => {
    const user = await renderJoin();
    await fillFieldSteps(user);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(stepHeading('Address')).toBeInTheDocument();

    const province = screen.getByRole('combobox', { name: 'Province/Territory' });
    expect(province).toHaveValue('QC');
    expect(
      within(province)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Choose a province or territory',
      'Alberta',
      'British Columbia',
      'Manitoba',
      'New Brunswick',
      'Newfoundland and Labrador',
      'Northwest Territories',
      'Nova Scotia',
      'Nunavut',
      'Ontario',
      'Prince Edward Island',
      'Quebec',
      'Saskatchewan',
      'Yukon',
    ]);
    await user.selectOptions(province, 'Choose a province or territory');
    await user.tab();
    expect(province).toHaveAccessibleDescription(
      described('Please choose your province or territory.'),
    );
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill in all required fields');
    await user.selectOptions(province, 'Ontario');
    expect(province).not.toHaveAttribute('aria-invalid');

    expect(field('Postal Code')).toHaveAccessibleDescription(
      described('In the form A1A 1A1, e.g. K1A 0B1.'),
    );
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), 'zzz');
    await user.tab();
    expect(
      screen.getByText('Please enter a Canadian postal code in the form A1A 1A1, e.g. K1A 0B1.'),
    ).toBeVisible();
    await user.clear(field('Postal Code'));
    await user.type(field('Postal Code'), 'k1a0b1');
    await user.tab();
    expect(field('Postal Code')).toHaveValue('K1A 0B1');
    await next(user);
    expect(stepHeading('Role')).toBeInTheDocument();
  });

  it('the server’s own words for a refused field reach the user as they are', async () => {
    setUp({
      'POST /contacts/create': reply(400, {
        error: 'Please enter your company name.',
        field: 'data.0.Company',
      }),
    });
    const user = await renderJoin();
    await completeAs(user, 'Buyer');
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your company name.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('data.0');
  });
});

describe('focus after each Join step (issue 18)', () => {
  beforeEach(() => setUp());

  it('Next and Previous put the focus on the new step’s heading, not on the page', async () => {
    const user = await renderJoin();
    // Arriving on /join leaves the focus where it was.
    expect(stepHeading('Account')).not.toHaveFocus();
    await user.type(field('Email'), EMAIL);
    await user.type(field('Password'), PASSWORD);
    await next(user);
    await waitFor(() => expect(stepHeading('Personal')).toHaveFocus());
    expect(stepHeading('Personal')).toHaveAttribute('tabindex', '-1');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(stepHeading('Account')).toHaveFocus());
    // By keyboard: Enter in a field submits the step.
    await user.click(field('Password'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(stepHeading('Personal')).toHaveFocus());
  });

  it('every step up to Agreements takes the focus, and a failed submission returns it there', async () => {
    let answer: () => void = () => undefined;
    setUp({
      'POST /contacts/create': () =>
        new Promise((resolve) => {
          answer = () => resolve(reply(500, {}));
        }),
    });
    const user = await renderJoin();
    await fillFieldSteps(user);
    await waitFor(() => expect(stepHeading('Role')).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: 'Buyer' }));
    await next(user);
    await waitFor(() => expect(stepHeading('Agreements')).toHaveFocus());
    await agree(user, 'Service Confidentiality Agreement');
    await submit(user);
    // The loading screen replaced the form (and its Submit button)…
    expect(await screen.findByText('Creating your account...')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('POST /contacts/create')).toHaveLength(1));
    answer();
    // …and the form comes back with the error, the focus on its step's heading.
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to create CRM contact.');
    await waitFor(() => expect(stepHeading('Agreements')).toHaveFocus());
  });

  it('the agreement text is a named region the keyboard can reach to scroll', async () => {
    const user = await renderJoin();
    await fillFieldSteps(user);
    await user.click(screen.getByRole('radio', { name: 'Seller' }));
    await next(user);
    await user.click(
      screen.getByRole('button', { name: 'Read the Consulting & Services Agreement' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Consulting & Services Agreement' });
    const text = await within(dialog).findByRole('region', {
      name: 'Full text of the Consulting & Services Agreement',
    });
    expect(text).toHaveAttribute('tabindex', '0');
    text.focus();
    expect(text).toHaveFocus();
  });
});
