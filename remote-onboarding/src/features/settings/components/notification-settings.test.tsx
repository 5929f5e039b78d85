// Issue 20: /settings' Notifications section (GET and PUT /notification-settings) and the link to
// /account-documents where a verified account renews its licence.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { QueryClient } from '@tanstack/react-query';
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

/** A buyer's kinds (bids and account), as the API answers them. */
const buyerSettings = [
  { kind: 'bid_approved', channel: 'email' },
  { kind: 'bid_countered', channel: 'in_app' },
  { kind: 'bid_completed', channel: 'email' },
  { kind: 'account_verified', channel: 'email' },
  { kind: 'account_suspended', channel: 'email' },
  { kind: 'account_reinstated', channel: 'in_app' },
];
const echo = (request: FakeRequest) => ({
  data: (request.body as { settings: unknown[] }).settings,
});

let api: FakeApi;
let queryClient: QueryClient;

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({
    'GET /contact-by-email': { data: makeContact({ Account_Verified: true }) },
    'GET /notification-settings': { data: buyerSettings },
    'PUT /notification-settings': echo,
  });
});

async function renderSettings() {
  ({ queryClient } = renderWithQueryClient(
    <MemoryRouter>
      <SettingsPage />
    </MemoryRouter>,
  ));
  return screen.findByRole('region', { name: 'Notifications' });
}

const kindGroup = (name: string) => screen.getByRole('group', { name });
const radio = (kind: string, name: 'In the app only' | 'In the app and by email') =>
  within(kindGroup(kind)).getByRole('radio', { name });
const saveButton = () => screen.getByRole('button', { name: 'Save notification settings' });

describe('Settings: Notifications (issue 20)', () => {
  it('lists the kinds the API answers, grouped by audience, each with its choice', async () => {
    const section = await renderSettings();
    await within(section).findByRole('group', { name: 'Bids' });

    const bids = within(section).getByRole('group', { name: 'Bids' });
    expect(
      within(bids)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual(['Bid approved', 'Counter-offer on your bid', 'Bid completed']);
    expect(within(section).getByRole('group', { name: 'Account' })).toBeInTheDocument();
    // A buyer is told nothing about listings or the operator's work.
    expect(within(section).queryByRole('group', { name: 'Listings' })).not.toBeInTheDocument();
    expect(within(section).queryByRole('group', { name: 'Operator' })).not.toBeInTheDocument();

    expect(kindGroup('Bid approved')).toHaveAccessibleDescription(
      'The operator approved one of your bids.',
    );
    expect(radio('Bid approved', 'In the app and by email')).toBeChecked();
    expect(radio('Counter-offer on your bid', 'In the app only')).toBeChecked();
    expect(radio('Account reinstated', 'In the app only')).toBeChecked();
    expect(radio('Account verified', 'In the app only')).not.toBeChecked();
  });

  it("shows an Admin's seller and operator kinds too, and leaves out a kind it does not know", async () => {
    api.on('GET /notification-settings', {
      data: [
        { kind: 'listing_published', channel: 'email' },
        { kind: 'listing_review', channel: 'in_app' },
        { kind: 'counter_to_relay', channel: 'email' },
        { kind: 'something_new', channel: 'email' },
      ],
    });
    const section = await renderSettings();
    const operator = await within(section).findByRole('group', { name: 'Operator' });
    expect(within(operator).getByRole('group', { name: 'Listing awaiting review' })).toBeVisible();
    expect(within(operator).getByRole('group', { name: 'Counter-offer to relay' })).toBeVisible();
    expect(within(section).getByRole('group', { name: 'Listings' })).toBeVisible();
    expect(within(section).getAllByRole('radio')).toHaveLength(6);
  });

  it('issue 35: an Admin chooses how it hears of an account awaiting verification and of a new bid to move', async () => {
    api.on('GET /notification-settings', {
      data: [
        { kind: 'listing_review', channel: 'email' },
        { kind: 'counter_to_relay', channel: 'email' },
        { kind: 'account_to_verify', channel: 'email' },
        { kind: 'bid_to_move', channel: 'in_app' },
      ],
    });
    const section = await renderSettings();
    const operator = await within(section).findByRole('group', { name: 'Operator' });
    expect(
      within(operator)
        .getAllByRole('group')
        .map((group) => group.querySelector('legend')?.textContent),
    ).toEqual([
      'Listing awaiting review',
      'Counter-offer to relay',
      'Account awaiting verification',
      'New bid to move',
    ]);
    expect(kindGroup('Account awaiting verification')).toHaveAccessibleDescription(
      'A company confirmed its account with its licence documents: it awaits your Verify.',
    );
    expect(kindGroup('New bid to move')).toHaveAccessibleDescription(
      'A buyer placed a bid: it stays Not Started until you move it.',
    );
    expect(radio('Account awaiting verification', 'In the app and by email')).toBeChecked();
    expect(radio('New bid to move', 'In the app only')).toBeChecked();

    const user = userEvent.setup();
    await user.click(radio('Account awaiting verification', 'In the app only'));
    await user.click(radio('New bid to move', 'In the app and by email'));
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Notification settings saved');
    expect(api.callsTo('PUT /notification-settings')[0]?.body).toEqual({
      settings: [
        { kind: 'listing_review', channel: 'email' },
        { kind: 'counter_to_relay', channel: 'email' },
        { kind: 'account_to_verify', channel: 'in_app' },
        { kind: 'bid_to_move', channel: 'email' },
      ],
    });
  });

  it('saves every kind with its chosen channel, busy while saving, then says so', async () => {
    let answer: () => void = () => {};
    api.on(
      'PUT /notification-settings',
      (request) => new Promise((resolve) => (answer = () => resolve(echo(request)))),
    );
    await renderSettings();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Bid approved' });
    await user.click(radio('Bid approved', 'In the app only'));
    expect(radio('Bid approved', 'In the app only')).toBeChecked();
    await user.click(radio('Account reinstated', 'In the app and by email'));
    await user.click(saveButton());

    expect(await screen.findByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(radio('Bid completed', 'In the app only')).toBeDisabled();
    answer();

    expect(await screen.findByRole('status')).toHaveTextContent('Notification settings saved');
    expect(saveButton()).toBeEnabled();
    expect(api.callsTo('PUT /notification-settings')[0]?.body).toEqual({
      settings: [
        { kind: 'bid_approved', channel: 'in_app' },
        { kind: 'bid_countered', channel: 'in_app' },
        { kind: 'bid_completed', channel: 'email' },
        { kind: 'account_verified', channel: 'email' },
        { kind: 'account_suspended', channel: 'email' },
        { kind: 'account_reinstated', channel: 'email' },
      ],
    });
    expect(radio('Bid approved', 'In the app only')).toBeChecked();

    // Another change takes the success message away until it is saved.
    await user.click(radio('Bid completed', 'In the app only'));
    expect(screen.queryByText('Notification settings saved')).not.toBeInTheDocument();
  });

  it.each([
    [
      "the API's error text",
      reply(400, {
        error: 'settings: listing_review is not one of your notification kinds',
        code: 'domain.api.validation',
      }),
      'settings: listing_review is not one of your notification kinds',
    ],
    [
      'the fallback when the API gives no text',
      reply(502, undefined, 'Bad Gateway'),
      'Failed to save notification settings. Please try again.',
    ],
    ['the network error when the API cannot be reached', networkError(), /network|connection/i],
  ])('on a failed save shows %s and keeps the choices', async (_case, failure, text) => {
    api.on('PUT /notification-settings', failure);
    await renderSettings();
    const user = userEvent.setup();
    await screen.findByRole('group', { name: 'Bid approved' });
    await user.click(radio('Bid approved', 'In the app only'));
    await user.click(saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(radio('Bid approved', 'In the app only')).toBeChecked();
    expect(radio('Bid approved', 'In the app and by email')).not.toBeChecked();
    expect(screen.queryByText('Notification settings saved')).not.toBeInTheDocument();
    expect(saveButton()).toBeEnabled();

    // Saving again sends the same choice.
    api.on('PUT /notification-settings', echo);
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Notification settings saved');
    const calls = api.callsTo('PUT /notification-settings');
    expect(calls).toHaveLength(2);
    expect(calls[1]?.body).toEqual(calls[0]?.body);
  });

  it("issue 36: the settings are the query ['notification-settings'], and a save puts the saved answer in it", async () => {
    await renderSettings();
    await screen.findByRole('group', { name: 'Bid approved' });
    expect(queryClient.getQueryData(['notification-settings'])).toContainEqual({
      kind: 'bid_approved',
      channel: 'email',
    });
    const user = userEvent.setup();
    await user.click(radio('Bid approved', 'In the app only'));
    await user.click(saveButton());
    expect(await screen.findByRole('status')).toHaveTextContent('Notification settings saved');
    expect(queryClient.getQueryData(['notification-settings'])).toContainEqual({
      kind: 'bid_approved',
      channel: 'in_app',
    });
    expect(api.callsTo('GET /notification-settings')).toHaveLength(1);
  });

  it('says when the settings cannot be loaded, and loads them on Retry', async () => {
    api.on('GET /notification-settings', [
      reply(500, { error: 'Failed to load notification settings' }),
      { data: buyerSettings },
    ]);
    const section = await renderSettings();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Failed to load notification settings',
    );
    expect(within(section).queryByRole('radio')).not.toBeInTheDocument();

    await userEvent.setup().click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByRole('group', { name: 'Bids' })).toBeVisible();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('GET /notification-settings')).toHaveLength(2);
  });

  it('shows a loading state until the settings arrive', async () => {
    let answer: () => void = () => {};
    api.on(
      'GET /notification-settings',
      () => new Promise((resolve) => (answer = () => resolve({ data: buyerSettings }))),
    );
    const section = await renderSettings();
    expect(
      within(section).getByRole('status', { name: 'Loading notification settings' }),
    ).toBeInTheDocument();
    answer();
    expect(await within(section).findByRole('group', { name: 'Bids' })).toBeVisible();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();
  });

  it('treats an answer of another shape as a load failure', async () => {
    api.on('GET /notification-settings', { data: { bid_approved: 'email' } });
    const section = await renderSettings();
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Invalid response format from server',
    );
  });
});

describe('Settings: licence documents (issue 20)', () => {
  it('links a verified account to /account-documents to upload a renewed licence', async () => {
    await renderSettings();
    const section = screen.getByRole('region', { name: 'Licence documents' });
    expect(
      within(section).getByRole('link', { name: 'Upload renewed licence documents' }),
    ).toHaveAttribute('href', '/account-documents');
    expect(within(section).queryByRole('region', { name: 'Current licence' })).toBeNull();
  });

  it('shows the licence on file and says when it expired', async () => {
    api.on('GET /contact-by-email', {
      data: {
        ...makeContact({ Account_Verified: true }),
        Licence_Number: 'LIC-2020-0001',
        Licence_Expires_On: '2024-03-31',
      },
    });
    await renderSettings();
    const section = screen.getByRole('region', { name: 'Licence documents' });
    expect(
      within(section).getByRole('heading', { level: 3, name: 'Current licence' }),
    ).toBeVisible();
    expect(within(section).getByText('LIC-2020-0001')).toBeVisible();
    expect(
      within(section).getByText(
        'Your cannabis licence expired on March 31, 2024. Upload your renewed licence to bid and list again.',
      ),
    ).toBeVisible();
  });
});
