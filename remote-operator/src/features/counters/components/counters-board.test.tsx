import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@leafbid/shared';
import { reply } from '@leafbid/shared/testing';
import { makeOperatorCounter } from '../../../testing/operator-fixtures';
import { renderWithQuery } from '../../../testing/render-with-query';
import { operatorSession } from '../../../testing/operator-session';
import { CountersBoard } from './counters-board';

const installApi = operatorSession();

const proposed = makeOperatorCounter();
const relayed = makeOperatorCounter({
  id: 'co_2',
  status: 'relayed',
  relayed_at: '2026-11-06T10:00:00.000Z',
  product: { id: 'p_haze', Product_Name: 'Ghost Train Haze' },
  note: null,
});
const accepted = makeOperatorCounter({
  id: 'co_3',
  status: 'accepted',
  product: { id: 'p_og', Product_Name: 'OG Kush' },
});

describe('Counters (issue 20)', () => {
  it('lists each counter with its product, both parties, the bid against the counter, the note and its status', async () => {
    const api = installApi({ 'GET /operator/counters': { data: [proposed, relayed, accepted] } });
    renderWithQuery(<CountersBoard />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    expect(api.callsTo('GET /operator/counters')[0]?.query).toEqual({});
    expect(within(card).getByText('To relay')).toBeInTheDocument();
    expect(within(card).getByText('Ada Moreau')).toBeInTheDocument();
    expect(within(card).getByText('Lakeshore Wellness Processing Inc.')).toBeInTheDocument();
    expect(within(card).getByText('Liam Tremblay')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'seller@leafbid.test' })).toHaveAttribute(
      'href',
      'mailto:seller@leafbid.test',
    );
    const terms = within(card).getByRole('table', { name: 'Terms' });
    const cells = (row: string) =>
      within(within(terms).getByRole('row', { name: new RegExp(`^${row}`) }))
        .getAllByRole('cell')
        .map((c) => (c.textContent ?? '').replace(/\s/g, ' '));
    expect(cells('Bid')).toEqual(['1 000 g', '$2.50', '$2,500.00']);
    expect(cells('Counter-offer')).toEqual(['800 g', '$3.10', '$2,480.00']);
    expect(
      within(card).getByText('Firm on price, can ship next week.', { selector: 'p' }),
    ).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Relay to buyer' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();

    const second = screen.getByRole('article', { name: 'Ghost Train Haze' });
    expect(within(second).getByText('Relayed to the buyer')).toBeInTheDocument();
    expect(within(second).getByText('No note')).toBeInTheDocument();
    expect(within(second).queryByRole('button', { name: 'Relay to buyer' })).toBeNull();
    expect(within(second).getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();

    const third = screen.getByRole('article', { name: 'OG Kush' });
    expect(within(third).getByText('Accepted')).toBeInTheDocument();
    expect(within(third).queryByRole('button')).toBeNull();
  });

  it('Relay to buyer relays a proposed counter and shows it relayed; a refusal shows on its card', async () => {
    const api = installApi({
      'GET /operator/counters': { data: [proposed] },
      'POST /operator/counters/:id/relay': [
        reply(409, { error: 'This counter-offer is no longer open.' }),
        {
          data: { ...proposed, status: 'relayed', relayed_at: '2026-11-06T10:00:00.000Z' },
        },
      ],
    });
    renderWithQuery(<CountersBoard />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    await userEvent.click(within(card).getByRole('button', { name: 'Relay to buyer' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(
      'This counter-offer is no longer open.',
    );
    api.on('GET /operator/counters', {
      data: [{ ...proposed, status: 'relayed', relayed_at: '2026-11-06T10:00:00.000Z' }],
    });
    await userEvent.click(within(card).getByRole('button', { name: 'Relay to buyer' }));
    expect(
      await screen.findByText('The counter-offer on Pink Kush is relayed to the buyer.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /operator/counters/:id/relay').map((c) => c.params.id)).toEqual([
      'co_1',
      'co_1',
    ]);
    const updated = screen.getByRole('article', { name: 'Pink Kush' });
    expect(within(updated).getByText('Relayed to the buyer')).toBeInTheDocument();
    expect(within(updated).queryByRole('button', { name: 'Relay to buyer' })).toBeNull();
  });

  it('issue 35: the operator edits or redacts the seller’s note before relaying it; the card then shows both', async () => {
    const original = 'Call Marc at 604-555-0199, Kelowna.';
    const edited = 'Can ship next week.';
    const withLeak = { ...proposed, note: original };
    const relayedOne = {
      ...withLeak,
      status: 'relayed',
      relayed_at: '2026-11-06T10:00:00.000Z',
      relayed_note: edited,
    };
    const api = installApi({
      'GET /operator/counters': { data: [withLeak] },
      'POST /operator/counters/:id/relay': { data: relayedOne },
    });
    renderWithQuery(<CountersBoard />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    const note = within(card).getByRole('textbox', { name: 'Note to relay to the buyer' });
    expect(note).toHaveValue(original);
    expect(note).toHaveAttribute('maxLength', '500');
    expect(note).toHaveAccessibleDescription(
      'Edit or remove anything that could name the seller: names, places, contact details. The seller’s own note is kept in the audit trail.',
    );
    await userEvent.clear(note);
    await userEvent.type(note, edited);
    api.on('GET /operator/counters', { data: [relayedOne] });
    await userEvent.click(within(card).getByRole('button', { name: 'Relay to buyer' }));
    expect(
      await screen.findByText('The counter-offer on Pink Kush is relayed to the buyer.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /operator/counters/:id/relay')[0]?.body).toEqual({ note: edited });
    const updated = screen.getByRole('article', { name: 'Pink Kush' });
    expect(within(updated).queryByRole('textbox')).toBeNull();
    expect(within(updated).getByText(original)).toBeInTheDocument();
    expect(within(updated).getByText('Note relayed to the buyer')).toBeInTheDocument();
    expect(within(updated).getByText(edited)).toBeInTheDocument();
  });

  it('issue 35: a note cleared is relayed as none', async () => {
    const api = installApi({
      'GET /operator/counters': { data: [proposed] },
      'POST /operator/counters/:id/relay': {
        data: { ...proposed, status: 'relayed', relayed_at: '2026-11-06T10:00:00.000Z' },
      },
    });
    renderWithQuery(<CountersBoard />);
    const card = await screen.findByRole('article', { name: 'Pink Kush' });
    await userEvent.clear(
      within(card).getByRole('textbox', { name: 'Note to relay to the buyer' }),
    );
    await userEvent.click(within(card).getByRole('button', { name: 'Relay to buyer' }));
    await screen.findByText('The counter-offer on Pink Kush is relayed to the buyer.');
    expect(api.callsTo('POST /operator/counters/:id/relay')[0]?.body).toEqual({ note: '' });
  });

  it('Withdraw asks for a reason (required) and sends it; a refusal shows in the dialog', async () => {
    const api = installApi({
      'GET /operator/counters': { data: [relayed] },
      'POST /operator/counters/:id/withdraw': [
        reply(409, { error: 'The buyer already answered this counter-offer.' }),
        {
          data: { ...relayed, status: 'withdrawn', withdraw_reason: 'Too low' },
        },
      ],
    });
    renderWithQuery(<CountersBoard />);
    const card = await screen.findByRole('article', { name: 'Ghost Train Haze' });
    await userEvent.click(within(card).getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Withdraw the counter-offer on Ghost Train Haze',
    });
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw counter-offer' });
    const reason = within(dialog).getByLabelText('Reason');
    // Focus moves into the dialog (Radix traps it there).
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(reason).toHaveAttribute('maxLength', '500');
    expect(confirm).toBeDisabled();
    await userEvent.type(reason, '  ');
    expect(confirm).toBeDisabled();
    await userEvent.type(reason, 'Too low ');
    await userEvent.click(confirm);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The buyer already answered this counter-offer.',
    );
    api.on('GET /operator/counters', {
      data: [{ ...relayed, status: 'withdrawn', withdraw_reason: 'Too low' }],
    });
    await userEvent.click(confirm);
    expect(
      await screen.findByText('The counter-offer on Ghost Train Haze is withdrawn.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(api.callsTo('POST /operator/counters/:id/withdraw').at(-1)?.body).toEqual({
      reason: 'Too low',
    });
    const updated = screen.getByRole('article', { name: 'Ghost Train Haze' });
    expect(within(updated).getByText('Withdrawn: Too low')).toBeInTheDocument();
    expect(within(updated).queryByRole('button')).toBeNull();
  }, 20_000);

  it('filters by status through the API', async () => {
    const api = installApi({
      'GET /operator/counters': (request) =>
        request.query.status === 'proposed' ? { data: [proposed] } : { data: [proposed, accepted] },
    });
    renderWithQuery(<CountersBoard />);
    await screen.findByRole('article', { name: 'OG Kush' });
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All statuses',
      'To relay',
      'Relayed to the buyer',
      'Accepted',
      'Declined',
      'Withdrawn',
    ]);
    await userEvent.selectOptions(status, 'To relay');
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'OG Kush' })).toBeNull();
    expect(api.callsTo('GET /operator/counters').at(-1)?.query).toEqual({ status: 'proposed' });
  });

  it('refetches live when a counter changes (counter:updated), from its empty state', async () => {
    installApi({ 'GET /operator/counters': [{ data: [] }, { data: [proposed] }] });
    renderWithQuery(<CountersBoard />);
    expect(await screen.findByText('No counter-offers match this filter')).toBeInTheDocument();
    act(() =>
      bus.emit('counter:updated', { counter: { id: 'co_1', task_id: 't_1', status: 'proposed' } }),
    );
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
  });

  it('shows a loading state, then a failure with Retry', async () => {
    installApi({
      'GET /operator/counters': [reply(500, { error: 'Database is down' }), { data: [proposed] }],
    });
    renderWithQuery(<CountersBoard />);
    expect(screen.getByRole('status', { name: 'Loading counter-offers' })).toBeInTheDocument();
    expect(await screen.findByText('Database is down')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
  });
});
