import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { useProfileStore } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  networkError,
  reply,
  type FakeApi,
  signedInWithFakeApi,
  renderWithQueryClient,
} from '@leafbid/shared/testing';
import { ConfirmAccountPage } from './confirm-account-page';

const unconfirmed = makeContact({ id: 'c_new', Account_Confirmed: false, Account_Verified: false });
const confirmed = makeContact({ id: 'c_new', Account_Confirmed: true, Account_Verified: false });
const license = () => new File(['%PDF-1.7 licence'], 'license.pdf', { type: 'application/pdf' });
const permit = () => new File(['png bytes'], 'permit.png', { type: 'image/png' });

let api: FakeApi;

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({
    'GET /contact-by-email': [{ data: unconfirmed }, { data: confirmed }],
    'POST /contacts/:id/attachments': reply(201, {
      data: [
        { id: 'd_1', kind: 'cannabis_license', file_name: 'license.pdf' },
        { id: 'd_2', kind: 'cra_permit', file_name: 'permit.png' },
      ],
    }),
    'PUT /contacts/:id/confirm-account': { data: confirmed },
  });
});

/** Renders the page and waits for its profile load (done by the host's guard in the app). */
async function renderPage() {
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/confirm-account']}>
      <Routes>
        <Route path="/confirm-account" element={<ConfirmAccountPage />} />
        <Route path="/" element={<h1>Dashboard</h1>} />
      </Routes>
    </MemoryRouter>,
  );
  await waitFor(() => expect(useProfileStore.getState().loading).toBe(false));
}

const licenseInput = () => screen.getByLabelText<HTMLInputElement>('Canada Cannabis License');
const permitInput = () => screen.getByLabelText<HTMLInputElement>('CRA Permit');
const submitButton = () => screen.getByRole('button', { name: 'Submit Documents' });

const numberInput = () => screen.getByRole('textbox', { name: 'Licence number' });
const expiryInput = () => screen.getByLabelText<HTMLInputElement>(/^Licence expiry date/);

/** Issue 20: the licence's number and expiry date, typed beside its file. */
async function typeLicence(
  user: ReturnType<typeof userEvent.setup>,
  number = 'LIC-2027-0042',
  expiry = '2099-12-31',
) {
  await user.type(numberInput(), number);
  await user.type(expiryInput(), expiry);
}

async function chooseBoth() {
  const user = userEvent.setup();
  await user.upload(licenseInput(), license());
  await typeLicence(user);
  await user.upload(permitInput(), permit());
  return user;
}

describe('ConfirmAccountPage (spec §2 Confirm account, §4 Account confirmation)', () => {
  it('shows the title, the instructions and two labelled document inputs', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Account Confirmation' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'To confirm your account, please upload your Canada Cannabis License and CRA Permit.',
      ),
    ).toBeInTheDocument();
    for (const input of [licenseInput(), permitInput()]) {
      expect(input).toHaveAttribute('type', 'file');
      expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
    }
  });

  it("keeps 'Submit Documents' disabled until both files are chosen", async () => {
    await renderPage();
    const user = userEvent.setup();
    expect(submitButton()).toBeDisabled();
    await user.upload(licenseInput(), license());
    expect(submitButton()).toBeDisabled();
    // Choosing the first document is not an error yet.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.upload(permitInput(), permit());
    expect(submitButton()).toBeEnabled();
  });

  it('uploads cannabis_license and cra_permit, confirms, refetches the profile and says the documents were received and when they are reviewed', async () => {
    await renderPage();
    const user = await chooseBoth();
    await user.click(submitButton());

    const received = await screen.findByRole('heading', { level: 2, name: 'Documents received' });
    // Issue 18: the focus follows to what happened.
    expect(received).toHaveFocus();
    expect(screen.getByText(/we aim to review yours within one business day/)).toBeInTheDocument();
    expect(
      screen.getByText(
        'Meanwhile you can browse the marketplace. Placing bids and listing products open once your account is verified.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' })).toHaveAttribute(
      'href',
      '/marketplace',
    );
    expect(screen.queryByRole('button', { name: 'Submit Documents' })).not.toBeInTheDocument();

    const [upload] = api.callsTo('POST /contacts/:id/attachments');
    expect(upload?.params.id).toBe('c_new');
    const form = upload?.body as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect((form.get('cannabis_license') as File).name).toBe('license.pdf');
    expect((form.get('cra_permit') as File).name).toBe('permit.png');
    // Issue 20: the licence's details in the same request as its file.
    expect(form.get('licence_number')).toBe('LIC-2027-0042');
    expect(form.get('licence_expires_on')).toBe('2099-12-31');

    expect(api.callsTo('PUT /contacts/:id/confirm-account')).toHaveLength(1);
    expect(api.callsTo('PUT /contacts/:id/confirm-account')[0]?.params.id).toBe('c_new');
    // Upload, then confirm, then the forced profile refetch (spec §4).
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /contact-by-email',
      'POST /contacts/c_new/attachments',
      'PUT /contacts/c_new/confirm-account',
      'GET /contact-by-email',
    ]);
    expect(useProfileStore.getState().profile?.Account_Confirmed).toBe(true);
  });

  it("shows 'Uploading documents...' while working", async () => {
    let answer: () => void = () => {};
    api.on(
      'POST /contacts/:id/attachments',
      () => new Promise((resolve) => (answer = () => resolve(reply(201, { data: [] })))),
    );
    await renderPage();
    const user = await chooseBoth();
    await user.click(submitButton());

    expect(await screen.findByRole('button', { name: 'Uploading documents...' })).toBeDisabled();
    answer();
    expect(await screen.findByRole('heading', { name: 'Documents received' })).toBeInTheDocument();
  });

  it.each([
    [
      'the upload answers an error text',
      'POST /contacts/:id/attachments',
      reply(413, { error: 'body: The request is too large' }),
      'body: The request is too large',
    ],
    [
      // Issue 18: the document in words, not the API's 'cra_permit:' prefix.
      'the upload refuses one document',
      'POST /contacts/:id/attachments',
      reply(400, { error: 'cra_permit: File must be a PDF, JPEG or PNG', field: 'cra_permit' }),
      'CRA Permit: File must be a PDF, JPEG or PNG',
    ],
    [
      'the upload fails without a text',
      'POST /contacts/:id/attachments',
      reply(500),
      'Failed to upload documents',
    ],
    [
      'the upload cannot reach the server',
      'POST /contacts/:id/attachments',
      networkError(),
      'Failed to upload documents',
    ],
    [
      'the confirm call fails without a text',
      'PUT /contacts/:id/confirm-account',
      reply(500),
      'Failed to confirm account',
    ],
    [
      'the confirm call answers an error text',
      'PUT /contacts/:id/confirm-account',
      reply(409, { error: 'Both documents must be on file' }),
      'Both documents must be on file',
    ],
  ])(
    'when %s it shows the error and keeps the chosen files',
    async (_case, route, answer, text) => {
      api.on(route, answer);
      await renderPage();
      const user = await chooseBoth();
      await user.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(screen.getByRole('heading', { name: 'Account Confirmation' })).toBeInTheDocument();
      expect(licenseInput().files?.[0]?.name).toBe('license.pdf');
      expect(permitInput().files?.[0]?.name).toBe('permit.png');
      expect(submitButton()).toBeEnabled();
      expect(useProfileStore.getState().profile?.Account_Confirmed).toBe(false);
    },
  );

  it('names a wrong file type or an oversized file as it is chosen, and sends nothing (issue 18)', async () => {
    await renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(licenseInput(), new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await user.upload(permitInput(), permit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.txt is not a PDF, JPG or PNG file. Please choose a PDF, JPG or PNG file.',
    );
    expect(submitButton()).toBeDisabled();

    const huge = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(huge, 'size', { value: 11 * 1024 * 1024 });
    await user.upload(licenseInput(), huge);
    expect(await screen.findByRole('alert')).toHaveTextContent('scan.pdf is larger than 10 MB.');
    expect(submitButton()).toBeDisabled();

    await user.upload(licenseInput(), license());
    await waitFor(() => expect(submitButton()).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it("says 'User contact ID not found' when the profile cannot be loaded", async () => {
    api.on('GET /contact-by-email', reply(404, { error: 'Failed to fetch user data' }));
    await renderPage();
    const user = await chooseBoth();
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('User contact ID not found');
    expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);
  });

  it("asks for both documents ('Please upload both required documents') when one is missing", async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.upload(licenseInput(), license());
    await typeLicence(user);
    // A form submitted without the button (e.g. by script or assistive tech) is still checked.
    fireEvent.submit(submitButton().closest('form') as HTMLFormElement);

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload both required documents',
    );
    expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);
  });

  it('disables the button again when a chosen document is removed', async () => {
    await renderPage();
    await chooseBoth();
    expect(submitButton()).toBeEnabled();
    fireEvent.change(permitInput(), { target: { files: [] } });

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please upload both required documents',
    );
    expect(submitButton()).toBeDisabled();
  });

  describe("issue 20: the licence's number and expiry date", () => {
    async function chooseFiles() {
      const user = userEvent.setup();
      await user.upload(licenseInput(), license());
      await user.upload(permitInput(), permit());
      return user;
    }

    it('asks for both beside the licence file, and sends nothing without them', async () => {
      await renderPage();
      expect(numberInput()).toHaveAttribute('aria-required', 'true');
      expect(expiryInput()).toHaveAttribute('type', 'date');
      const user = await chooseFiles();
      await user.click(submitButton());

      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual([
        'Enter the licence number.',
        'Enter the licence expiry date.',
      ]);
      expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
      expect(expiryInput()).toHaveAttribute('aria-invalid', 'true');
      expect(numberInput()).toHaveAccessibleDescription('Enter the licence number.');
      expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);
    });

    it('refuses an expiry date in the past', async () => {
      await renderPage();
      const user = await chooseFiles();
      await typeLicence(user, 'LIC-1', '2020-01-31');
      await user.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The licence expiry date cannot be in the past.',
      );
      expect(expiryInput()).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);
    });

    it('refuses a number of more than 64 characters, and sends a trimmed one', async () => {
      await renderPage();
      const user = await chooseFiles();
      await typeLicence(user, 'L'.repeat(65));
      await user.click(submitButton());
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The licence number is limited to 64 characters.',
      );
      expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);

      await user.clear(numberInput());
      await user.type(numberInput(), '  LIC 9  ');
      await user.click(submitButton());
      await screen.findByRole('heading', { level: 2, name: 'Documents received' });
      const form = api.callsTo('POST /contacts/:id/attachments')[0]?.body as FormData;
      expect(form.get('licence_number')).toBe('LIC 9');
      expect(form.get('licence_expires_on')).toBe('2099-12-31');
    });

    it('names the field the API refuses in words, and keeps what was typed', async () => {
      api.on(
        'POST /contacts/:id/attachments',
        reply(400, {
          error: 'licence_expires_on: Must be a real date (YYYY-MM-DD)',
          field: 'licence_expires_on',
        }),
      );
      await renderPage();
      const user = await chooseBoth();
      await user.click(submitButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Licence expiry date: Must be a real date (YYYY-MM-DD)',
      );
      expect(numberInput()).toHaveValue('LIC-2027-0042');
      expect(expiryInput()).toHaveValue('2099-12-31');
      expect(submitButton()).toBeEnabled();
    });
  });

  describe('issue 18: where a confirmed account stands in the operator review', () => {
    it.each([
      [
        'awaiting review',
        { Account_Confirmed: true, Account_Verified: false },
        'Documents received',
        'Browse the marketplace',
      ],
      [
        'verified',
        { Account_Confirmed: true, Account_Verified: true },
        'Your account is verified',
        'Browse the marketplace',
      ],
      [
        'suspended',
        { Account_Confirmed: true, Account_Verified: true, Account_Suspended: true },
        'Your account is suspended',
        'Upload new documents',
      ],
    ])('%s: says so instead of the form', async (_case, fields, heading, link) => {
      api.on('GET /contact-by-email', { data: makeContact({ id: 'c_new', ...fields }) });
      await renderPage();
      expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toBeInTheDocument();
      expect(screen.queryByLabelText('Canada Cannabis License')).not.toBeInTheDocument();
      // Opening the page is no action: the focus stays where the browser put it.
      expect(screen.getByRole('heading', { level: 2, name: heading })).not.toHaveFocus();
    });
  });
});
