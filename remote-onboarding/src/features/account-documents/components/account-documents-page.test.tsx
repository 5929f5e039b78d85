import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useProfileStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  networkError,
  reply,
  resetStoresForTest,
  type FakeApi,
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

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({
    'GET /contact-by-email': { data: suspended },
    'POST /contacts/:id/attachments': reply(201, {
      data: [{ id: 'd_9', kind: 'cannabis_license', file_name: 'licence-2027.pdf' }],
    }),
  });
});

afterEach(() => api.restore());

async function renderPage() {
  render(
    <MemoryRouter initialEntries={['/account-documents']}>
      <AccountDocumentsPage />
    </MemoryRouter>,
  );
  await waitFor(() => expect(useProfileStore.getState().profile?.id).toBe('c_susp'));
}

const licenceInput = () => screen.getByLabelText<HTMLInputElement>('Canada Cannabis License');
const permitInput = () => screen.getByLabelText<HTMLInputElement>('CRA Permit');
const submit = () => screen.getByRole('button', { name: 'Upload documents' });

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
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('heading', { name: 'Documents received' })).not.toBeInTheDocument();
    expect(submit()).toBeEnabled();
  });
});
