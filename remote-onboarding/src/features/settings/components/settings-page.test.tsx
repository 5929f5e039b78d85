import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { useProfileStore } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  networkError,
  reply,
  type FakeApi,
  type FakeRequest,
  signedInWithFakeApi,
  renderWithQueryClient,
} from '@leafbid/shared/testing';
import { SettingsPage } from './settings-page';

const contact = makeContact();
const saved = (request: FakeRequest) => ({
  data: { ...contact, ...(request.body as { data: [Record<string, unknown>] }).data[0] },
});

let api: FakeApi;

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({
    'GET /contact-by-email': { data: contact },
    'PUT /contacts': saved,
    'GET /notification-settings': { data: [{ kind: 'bid_approved', channel: 'email' }] },
  });
});

async function renderSettings() {
  renderWithQueryClient(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
  );
  await screen.findByRole('button', { name: 'Update Profile' });
}

const textbox = (name: string) => screen.getByRole('textbox', { name });
const updateButton = () => screen.getByRole('button', { name: 'Update Profile' });

describe('SettingsPage (spec §2 Settings, §5 Settings, §8 Settings)', () => {
  it('shows the profile in the GENERAL, company, Contact information and Address information sections', async () => {
    await renderSettings();

    const general = screen.getByRole('group', { name: 'GENERAL' });
    expect(within(general).getByRole('textbox', { name: 'First Name' })).toHaveValue('Ada');
    expect(within(general).getByRole('textbox', { name: 'Last Name' })).toHaveValue('Buyer');
    expect(within(general).getByText('First Name')).toHaveTextContent('First Name*');
    expect(textbox('First Name')).toHaveAttribute('aria-required', 'true');

    expect(textbox('Company Name')).toHaveValue('Buyer Co.');
    expect(textbox('Job Title')).toHaveValue('Purchasing lead');

    const contactInfo = screen.getByRole('group', { name: 'Contact information' });
    expect(within(contactInfo).getByRole('textbox', { name: 'Email' })).toHaveValue(
      'buyer@leafbid.test',
    );
    expect(within(contactInfo).getByRole('textbox', { name: 'Phone Number' })).toHaveValue(
      '514-555-0100',
    );

    const address = screen.getByRole('group', { name: 'Address information' });
    expect(within(address).getByRole('textbox', { name: 'Street Address' })).toHaveValue(
      '1 Main St',
    );
    expect(within(address).getByRole('textbox', { name: 'City' })).toHaveValue('Montréal');
    expect(within(address).getByRole('textbox', { name: 'Postal Code' })).toHaveValue('H2X 1Y4');
  });

  it('keeps Email read-only and never sends it', async () => {
    await renderSettings();
    const user = userEvent.setup();
    const email = textbox('Email');
    expect(email).toHaveAttribute('readonly');
    await user.type(email, 'x');
    expect(email).toHaveValue('buyer@leafbid.test');

    await user.click(updateButton());
    await screen.findByText('Profile updated successfully');
    const [put] = api.callsTo('PUT /contacts');
    expect((put?.body as { data: [Record<string, unknown>] }).data[0]).not.toHaveProperty('Email');
  });

  it("requires First Name and Last Name ('First name and last name are required'), once, without calling the API", async () => {
    await renderSettings();
    const user = userEvent.setup();
    await user.clear(textbox('First Name'));
    await user.clear(textbox('Last Name'));
    await user.click(updateButton());

    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('First name and last name are required');
    expect(textbox('First Name')).toHaveAttribute('aria-invalid', 'true');
    expect(textbox('Last Name')).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /contacts')).toHaveLength(0);
  });

  it('treats a name of spaces as missing', async () => {
    await renderSettings();
    const user = userEvent.setup();
    await user.clear(textbox('Last Name'));
    await user.type(textbox('Last Name'), '   ');
    await user.click(updateButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'First name and last name are required',
    );
    expect(api.callsTo('PUT /contacts')).toHaveLength(0);
  });

  it("saves the changed profile with PUT /contacts, shows 'Updating...' then 'Profile updated successfully'", async () => {
    let answer: () => void = () => {};
    api.on(
      'PUT /contacts',
      (request) => new Promise((resolve) => (answer = () => resolve(saved(request)))),
    );
    await renderSettings();
    const user = userEvent.setup();
    await user.clear(textbox('Company Name'));
    await user.type(textbox('Company Name'), 'Leaf Traders Ltd.');
    // Issue 18: the province chosen by name, saved by its code.
    const province = screen.getByRole('combobox', { name: 'Province/Territory' });
    expect(province).toHaveValue('QC');
    await user.selectOptions(province, 'Ontario');
    await user.click(updateButton());

    expect(await screen.findByRole('button', { name: 'Updating...' })).toBeDisabled();
    // Optimistic (spec §4): the store shows the change before the server answers.
    expect(useProfileStore.getState().profile?.Company).toBe('Leaf Traders Ltd.');
    answer();

    expect(await screen.findByRole('status')).toHaveTextContent('Profile updated successfully');
    expect(updateButton()).toBeEnabled();
    const [put] = api.callsTo('PUT /contacts');
    expect(put?.body).toEqual({
      data: [
        {
          First_Name: 'Ada',
          Last_Name: 'Buyer',
          Company: 'Leaf Traders Ltd.',
          Title: 'Purchasing lead',
          Phone: '514-555-0100',
          Mailing_Street: '1 Main St',
          Mailing_City: 'Montréal',
          Mailing_Zip: 'H2X 1Y4',
          Mailing_State: 'ON',
        },
      ],
    });
    expect(useProfileStore.getState().profile?.Company).toBe('Leaf Traders Ltd.');
    expect(useProfileStore.getState().profile?.Mailing_State).toBe('ON');
  });

  it.each([
    [
      'the server error text',
      reply(400, { error: 'Phone: Limited to 30 characters' }),
      'Phone: Limited to 30 characters',
    ],
    [
      'the server error text even when it reads like the fallback',
      reply(422, { error: 'Failed to update profile' }, 'Unprocessable Entity'),
      'Failed to update profile',
    ],
    [
      "'Server error: {status} {statusText}' when the server gives no text",
      reply(500, undefined, 'Internal Server Error'),
      'Server error: 500 Internal Server Error',
    ],
    [
      "'Server error: {status} {statusText}' when the body has no error field",
      reply(502, { message: 'upstream down' }, 'Bad Gateway'),
      'Server error: 502 Bad Gateway',
    ],
    [
      "'Server error: {status}' when there is no status text either",
      reply(503),
      'Server error: 503',
    ],
    [
      'the retry message when the server cannot be reached',
      networkError(),
      'Failed to update profile. Please try again.',
    ],
  ])('on a failed save shows %s and rolls the profile back', async (_case, answer, text) => {
    api.on('PUT /contacts', answer);
    await renderSettings();
    const user = userEvent.setup();
    await user.clear(textbox('City'));
    await user.type(textbox('City'), 'Gatineau');
    await user.click(updateButton());

    // Exact text: no trailing space after an empty status text, no extra words.
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    expect(screen.queryByText('Profile updated successfully')).not.toBeInTheDocument();
    await waitFor(() => expect(useProfileStore.getState().profile?.Mailing_City).toBe('Montréal'));
    // The user's typing is kept so they can retry.
    expect(textbox('City')).toHaveValue('Gatineau');
    expect(updateButton()).toBeEnabled();
  });

  it("says 'Failed to load user data. Please try refreshing the page.' when the profile cannot be loaded", async () => {
    api.on('GET /contact-by-email', reply(404, { error: 'Failed to fetch user data' }));
    renderWithQueryClient(
      <MemoryRouter>
        <SettingsPage />
      </MemoryRouter>,
    );

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load user data. Please try refreshing the page.',
    );
    expect(screen.queryByRole('button', { name: 'Update Profile' })).not.toBeInTheDocument();
  });

  it('uses the profile already in the store without a second fetch while it is fresh', async () => {
    await useProfileStore.getState().fetchProfile();
    await renderSettings();
    expect(api.callsTo('GET /contact-by-email')).toHaveLength(1);
    expect(textbox('First Name')).toHaveValue('Ada');
  });
});
