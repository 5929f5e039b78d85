import { bus, useProfileStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeTask,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SupportPopup } from './support-popup';

let api: FakeApi;

beforeEach(() => {
  jest.useFakeTimers();
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({
    'POST /support-requests': (request) => ({
      data: makeTask({
        Subject: 'New support request',
        Description: (request.body as { description: string }).description,
      }),
    }),
  });
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

function openPopup() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  render(<SupportPopup />);
  act(() => bus.emit('support:open'));
  return user;
}

/** Settles pending promises and React work without moving the fake clock. */
async function flushPromises() {
  await act(() => jest.advanceTimersByTimeAsync(0));
}

describe("Support popup 'Support Request' (spec §2, §4, §5)", () => {
  it("opens on the bus event 'support:open' with a labelled text area and 'Submit Request'", () => {
    render(<SupportPopup />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => bus.emit('support:open'));
    expect(screen.getByRole('dialog', { name: 'Support Request' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'How can we help?' })).toHaveAttribute(
      'placeholder',
      'Describe your issue...',
    );
    expect(screen.getByRole('button', { name: 'Submit Request' })).toBeInTheDocument();
  });

  it("needs non-empty text: 'Please describe your issue' (the API's words; issue 18)", async () => {
    const user = openPopup();
    await user.type(screen.getByRole('textbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please describe your issue');
    expect(api.callsTo('POST /support-requests')).toHaveLength(0);
  });

  it("needs a known contact: 'You must be logged in to submit a request.'", async () => {
    useProfileStore.setState({ profile: null });
    const user = openPopup();
    await user.type(screen.getByRole('textbox'), 'My bid is stuck');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You must be logged in to submit a request.',
    );
    expect(api.callsTo('POST /support-requests')).toHaveLength(0);
  });

  it('sends the description to POST /support-requests', async () => {
    const user = openPopup();
    await user.type(screen.getByRole('textbox'), 'My bid is stuck');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByText('Your support request has been sent.')).toBeInTheDocument();
    expect(api.callsTo('POST /support-requests')[0]?.body).toEqual({
      description: 'My bid is stuck',
    });
  });

  it('shows the success message for 2.5 s, then closes', async () => {
    const user = openPopup();
    await user.type(screen.getByRole('textbox'), 'My bid is stuck');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await flushPromises();

    expect(api.callsTo('POST /support-requests')[0]?.body).toEqual({
      description: 'My bid is stuck',
    });
    expect(screen.getByText('Your support request has been sent.')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(2499));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The next request starts blank.
    act(() => bus.emit('support:open'));
    expect(screen.getByRole('textbox')).toHaveValue('');
  });

  it('shows a submitting state while the request is on its way', async () => {
    let answer: () => void = () => {};
    api.on(
      'POST /support-requests',
      () => new Promise((resolve) => (answer = () => resolve({ data: makeTask() }))),
    );
    const user = openPopup();
    await user.type(screen.getByRole('textbox'), 'Help');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    await act(async () => answer());
    expect(await screen.findByText('Your support request has been sent.')).toBeInTheDocument();
  });

  it('on an API error shows its text and keeps what the user wrote', async () => {
    api.on('POST /support-requests', reply(502, { error: 'Support desk is unreachable' }));
    const user = openPopup();
    await user.type(screen.getByRole('textbox'), 'My bid is stuck');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Support desk is unreachable');
    expect(screen.getByRole('textbox')).toHaveValue('My bid is stuck');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("falls back to 'Failed to send request' when the error has no text", async () => {
    api.on('POST /support-requests', reply(500));
    const user = openPopup();
    await user.type(screen.getByRole('textbox'), 'My bid is stuck');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send request');
    expect(screen.getByRole('textbox')).toHaveValue('My bid is stuck');
  });
});
