import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import {
  makeTask,
  networkError,
  reply,
  type FakeAnswer,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';
import { OrdersPage } from '../orders-page';
import { PendingOrders } from '../pending-orders';
import { render, signedInBuyer } from '../test-setup';

// Spec §2 'Delete Order Request', §4 (a deleted request is removed from the local list).

let api: FakeApi | undefined;
afterEach(() => api?.restore());

const pink = makeTask({
  id: 't_pink',
  Status: 'Not Started',
  What_Id: { id: 'p_pink', name: 'Pink Kush' },
});
const blue = makeTask({
  id: 't_blue',
  Status: 'Pending',
  What_Id: { id: 'p_blue', name: 'Blue Dream' },
});

function setUp(routes: Record<string, FakeRoute> = {}): FakeApi {
  return signedInBuyer([pink, blue], routes);
}

/** The cards on the Pending tab, by name (also while a dialog hides them from the a11y tree). */
const cardNames = () =>
  screen.queryAllByRole('article', { hidden: true }).map((card) => card.getAttribute('aria-label'));

async function askToDelete(user: UserEvent, name = 'Pink Kush') {
  await user.click(screen.getByRole('button', { name: `Delete the order request for ${name}` }));
  return screen.findByRole('dialog', { name: 'Delete Order Request' });
}

describe('Delete Order Request', () => {
  it("asks 'Are you sure you want to delete the order request for {product}?' — 'This action cannot be undone.' — Cancel keeps it", async () => {
    api = setUp();
    const user = userEvent.setup();
    render(<OrdersPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    const dialog = await askToDelete(user);
    expect(dialog).toHaveAccessibleDescription(
      'Are you sure you want to delete the order request for Pink Kush? This action cannot be undone.',
    );
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expect.arrayContaining(['Cancel', 'Delete']));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cardNames()).toEqual(['Pink Kush', 'Blue Dream']);
    expect(api.callsTo('DELETE /tasks/:id')).toHaveLength(0);
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Delete the order request for Pink Kush' }),
      ).toHaveFocus(),
    );
  });

  it('Delete: the request leaves the list at once, DELETE /tasks/{id} is sent, and it stays gone', async () => {
    let answer: (value: FakeAnswer) => void = () => undefined;
    api = setUp({ 'DELETE /tasks/:id': () => new Promise((resolve) => (answer = resolve)) });
    const user = userEvent.setup();
    render(<OrdersPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    const dialog = await askToDelete(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Before the server answers.
    expect(cardNames()).toEqual(['Blue Dream']);
    expect(api.callsTo('DELETE /tasks/:id')[0]?.path).toBe('/tasks/t_pink');
    await act(async () => answer({ data: { id: 't_pink' } }));
    expect(cardNames()).toEqual(['Blue Dream']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a server error', reply(500, {}), 'Failed to delete the order request. Please try again.'],
    [
      'a network failure',
      networkError(),
      'Network error. Please check your connection and try again.',
    ],
  ])(
    'refused (%s): it comes back where it was, with a clear error that can be dismissed',
    async (_c, answer, text) => {
      api = setUp({ 'DELETE /tasks/:id': answer });
      const user = userEvent.setup();
      render(<OrdersPage />);
      await screen.findByRole('article', { name: 'Pink Kush' });
      await user.click(within(await askToDelete(user)).getByRole('button', { name: 'Delete' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(cardNames()).toEqual(['Pink Kush', 'Blue Dream']);
      await user.click(screen.getByRole('button', { name: 'Dismiss' }));
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it('approved meanwhile: the 409 reason shows and the card moves to Approved', async () => {
    api = setUp({
      'DELETE /tasks/:id': reply(409, { error: 'This order request can no longer be changed.' }),
      'GET /tasks': [{ data: [pink, blue] }, { data: [{ ...pink, Status: 'Approved' }, blue] }],
    });
    const user = userEvent.setup();
    render(<OrdersPage />);
    await screen.findByRole('article', { name: 'Pink Kush' });
    await user.click(within(await askToDelete(user)).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This order request can no longer be changed.',
    );
    await waitFor(() => expect(cardNames()).toEqual(['Blue Dream']));
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
  });

  it("from the dashboard's pending orders: it leaves the widget and Orders alike, without a reload", async () => {
    api = setUp({ 'DELETE /tasks/:id': { data: { id: 't_blue' } } });
    const user = userEvent.setup();
    render(
      <>
        <PendingOrders />
        <OrdersPage />
      </>,
    );
    const widget = screen.getByRole('region', { name: 'Pending orders' });
    await within(widget).findByText('Blue Dream');
    await user.click(
      within(widget).getByRole('button', { name: 'Delete the order request for Blue Dream' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Order Request' });
    expect(dialog).toHaveAccessibleDescription(/delete the order request for Blue Dream\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(within(widget).queryByText('Blue Dream')).not.toBeInTheDocument());
    expect(cardNames()).toEqual(['Pink Kush']);
    expect(within(widget).getByText('Pink Kush')).toBeInTheDocument();
    expect(api.callsTo('GET /tasks')).toHaveLength(1);
  });

  it("the dashboard shows a refusal in the widget, and 'Untitled Task' names a request without a product", async () => {
    api = signedInBuyer([makeTask({ id: 't_x', What_Id: null })], {
      'DELETE /tasks/:id': reply(500, {}),
    });
    const user = userEvent.setup();
    render(<PendingOrders />);
    const widget = screen.getByRole('region', { name: 'Pending orders' });
    await within(widget).findByText('Untitled Task');
    await user.click(
      within(widget).getByRole('button', { name: 'Delete the order request for Untitled Task' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete Order Request' });
    expect(dialog).toHaveAccessibleDescription(/delete the order request for Untitled Task\?/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(widget).findByRole('alert')).toHaveTextContent(
      'Failed to delete the order request. Please try again.',
    );
    expect(within(widget).getByText('Untitled Task')).toBeInTheDocument();
  });
});
