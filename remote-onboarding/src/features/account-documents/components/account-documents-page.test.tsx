import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
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
import { AccountDocumentsPage } from './account-documents-page';

// Issue 18: a suspended account is told to upload a current licence; here it does.

const suspended = makeContact({
  id: 'c_susp',
  Account_Confirmed: true,
  Account_Verified: true,
  Account_Suspended: true,
  Suspension_Reason: 'Licence expired',
});
const licence = () =>
  new File(['%PDF-1.7 licence'], 'licence-2027.pdf', { type: 'application/pdf' });

let api: FakeApi;

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({
    'GET /contact-by-email': { data: suspended },
    'POST /contacts/:id/attachments': reply(201, {
      data: [{ id: 'd_9', kind: 'cannabis_license', file_name: 'licence-2027.pdf' }],
    }),
  });
});

async function renderPage() {
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/account-documents']}>
      <AccountDocumentsPage />
    </MemoryRouter>,
  );
  await waitFor(() => expect(useProfileStore.getState().profile?.id).toBe('c_susp'));
}

const licenceInput = () => screen.getByLabelText<HTMLInputElement>('Canada Cannabis License');
const permitInput = () => screen.getByLabelText<HTMLInputElement>('CRA Permit');
const submit = () => screen.getByRole('button', { name: 'Upload documents' });
const numberInput = () => screen.getByRole('textbox', { name: 'Licence number' });
const expiryInput = () => screen.getByLabelText<HTMLInputElement>('Licence expiry date');

/** Issue 20: the renewed licence's number and expiry date. */
async function typeLicence(
  user: ReturnType<typeof userEvent.setup>,
  number = 'LIC-2027-0042',
  expiry = '2099-12-31',
) {
  await user.type(numberInput(), number);
  await user.type(expiryInput(), expiry);
}

describe('AccountDocumentsPage (/account-documents)', () => {
  it('tells a suspended account what to upload, with the accepted types and size on each input', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Licence documents' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your account is suspended\. Upload a current/)).toBeInTheDocument();
    for (const input of [licenceInput(), permitInput()]) {
      expect(input).toHaveAttribute('accept', '.pdf,.jpg,.jpeg,.png');
      expect(input).toHaveAccessibleDescription(
        'Optional. A PDF, JPG or PNG file of 10 MB or less.',
      );
    }
    expect(submit()).toBeDisabled();
  });

  it('uploads only the chosen document and says when it was received', async () => {
    await renderPage();
    const user = userEvent.setup();
    await user.upload(licenceInput(), licence());
    await typeLicence(user);
    await user.click(submit());

    const heading = await screen.findByRole('heading', { level: 2, name: 'Documents received' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/^Received .+: licence-2027\.pdf\.$/)).toBeInTheDocument();
    expect(screen.getByText(/we aim to review yours within one business day/)).toBeInTheDocument();

    const [call] = api.callsTo('POST /contacts/:id/attachments');
    expect(call?.params.id).toBe('c_susp');
    const form = call?.body as FormData;
    expect((form.get('cannabis_license') as File).name).toBe('licence-2027.pdf');
    expect(form.get('cra_permit')).toBeNull();
    // Issue 20: the licence's details in the same request as its file.
    expect(form.get('licence_number')).toBe('LIC-2027-0042');
    expect(form.get('licence_expires_on')).toBe('2099-12-31');
    // The fields are emptied for the next upload.
    expect(numberInput()).toHaveValue('');
  });

  it('refuses a file of another type before anything is sent', async () => {
    await renderPage();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(
      permitInput(),
      new File(['hello'], 'permit.docx', {
        type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      }),
    );
    expect(
      screen.getByText(
        'permit.docx is not a PDF, JPG or PNG file. Please choose a PDF, JPG or PNG file.',
      ),
    ).toBeInTheDocument();
    expect(permitInput()).toHaveAttribute('aria-invalid', 'true');
    expect(submit()).toBeDisabled();
    expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);
  });

  it('refuses a file over 10 MB before anything is sent', async () => {
    await renderPage();
    const user = userEvent.setup();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.png', { type: 'image/png' });
    await user.upload(licenceInput(), big);
    expect(
      screen.getByText('scan.png is larger than 10 MB. Please choose a file of 10 MB or less.'),
    ).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });

  it.each([
    [
      'the API refuses (quota)',
      reply(409, { error: 'cannabis_license: You can store at most 10 documents' }),
      'cannabis_license: You can store at most 10 documents',
    ],
    [
      'the network fails',
      networkError(),
      'Failed to upload documents. Check your connection and try again.',
    ],
  ])('when %s it says so and keeps the form', async (_case, answer, text) => {
    api.on('POST /contacts/:id/attachments', answer);
    await renderPage();
    const user = userEvent.setup();
    await user.upload(licenceInput(), licence());
    await typeLicence(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('heading', { name: 'Documents received' })).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
    expect(numberInput()).toHaveValue('LIC-2027-0042');
    expect(expiryInput()).toHaveValue('2099-12-31');
  });

  describe('issue 20: renewing the licence with its number and expiry date', () => {
    it('requires both with a new licence file, and sends nothing without them', async () => {
      await renderPage();
      const user = userEvent.setup();
      expect(numberInput()).toHaveAccessibleDescription(
        'Required with a new Canada Cannabis License file.',
      );
      await user.upload(licenceInput(), licence());
      await user.click(submit());

      const alerts = await screen.findAllByRole('alert');
      expect(alerts.map((alert) => alert.textContent)).toEqual([
        'Enter the licence number.',
        'Enter the licence expiry date.',
      ]);
      expect(numberInput()).toHaveAttribute('aria-invalid', 'true');
      expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);

      // Typing clears the field's problem.
      await user.type(numberInput(), 'LIC-1');
      expect(numberInput()).not.toHaveAttribute('aria-invalid');
    });

    it('refuses an expiry date in the past', async () => {
      await renderPage();
      const user = userEvent.setup();
      await user.upload(licenceInput(), licence());
      await typeLicence(user, 'LIC-1', '2021-06-30');
      await user.click(submit());

      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The licence expiry date cannot be in the past.',
      );
      expect(api.callsTo('POST /contacts/:id/attachments')).toHaveLength(0);
    });

    it('does not ask for them with a CRA Permit alone', async () => {
      await renderPage();
      const user = userEvent.setup();
      await user.upload(
        permitInput(),
        new File(['%PDF-1.7 permit'], 'permit.pdf', { type: 'application/pdf' }),
      );
      await user.click(submit());
      await screen.findByRole('heading', { level: 2, name: 'Documents received' });
      const form = api.callsTo('POST /contacts/:id/attachments')[0]?.body as FormData;
      expect(form.get('licence_number')).toBeNull();
      expect(form.get('licence_expires_on')).toBeNull();
    });

    it('shows the licence on file, says when it expired, and shows the renewed one after the upload', async () => {
      // The contact as an API with issue 20's licence fields sends it.
      const expired = {
        ...makeContact({ id: 'c_exp', Account_Confirmed: true, Account_Verified: true }),
        Licence_Number: 'LIC-2020-0001',
        Licence_Expires_On: '2024-03-31',
      };
      const renewed = {
        ...expired,
        Licence_Number: 'LIC-2027-0042',
        Licence_Expires_On: '2099-12-31',
      };
      api.on('GET /contact-by-email', [{ data: expired }, { data: renewed }]);
      renderWithQueryClient(
        <MemoryRouter>
          <AccountDocumentsPage />
        </MemoryRouter>,
      );
      const current = await screen.findByRole('region', { name: 'Current licence' });
      expect(current).toHaveTextContent('Licence numberLIC-2020-0001');
      expect(current).toHaveTextContent('Licence expiry dateMarch 31, 2024');
      expect(
        screen.getByText(
          'Your cannabis licence expired on March 31, 2024. Upload your renewed licence to bid and list again.',
        ),
      ).toBeInTheDocument();

      const user = userEvent.setup();
      await user.upload(licenceInput(), licence());
      await typeLicence(user);
      await user.click(submit());
      await screen.findByRole('heading', { level: 2, name: 'Documents received' });
      await waitFor(() =>
        expect(screen.getByRole('region', { name: 'Current licence' })).toHaveTextContent(
          'LIC-2027-0042',
        ),
      );
      expect(screen.queryByText(/Your cannabis licence expired/)).not.toBeInTheDocument();
      expect(api.callsTo('GET /contact-by-email')).toHaveLength(2);
    });

    it('shows nothing about the licence on file when the contact carries no details', async () => {
      await renderPage();
      expect(screen.queryByRole('region', { name: 'Current licence' })).not.toBeInTheDocument();
      expect(screen.queryByText(/expired on/)).not.toBeInTheDocument();
    });
  });
});
