import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { reply, type FakeApi } from '@leafbid/shared/testing';
import { makeOperatorAccount } from '../../../testing/operator-fixtures';
import { AccountsReview } from './accounts-review';
import { operatorSession } from '../../../testing/operator-session';
import { renderWithQuery } from '../../../testing/render-with-query';

const installApi = operatorSession({ profile: true });
let api: FakeApi;

const nora = makeOperatorAccount();
const counts = { 'awaiting-review': 1, 'awaiting-documents': 3, verified: 7, suspended: 0 };

describe('Accounts review (issue 11)', () => {
  it('opens on the accounts awaiting review, with their documents', async () => {
    api = installApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/accounts': { data: [nora], nextCursor: null, counts },
    });
    renderWithQuery(<AccountsReview />);
    const card = await screen.findByRole('article', { name: 'Nora Roy' });
    expect(api.callsTo('GET /operator/accounts')[0]?.query).toEqual({ state: 'awaiting-review' });
    expect(screen.getByLabelText('Show')).toHaveDisplayValue('Awaiting review (1)');
    expect(within(card).getByText('Awaiting review')).toBeInTheDocument();
    expect(
      await within(card).findByRole('link', { name: 'Canada Cannabis License: licence.pdf' }),
    ).toHaveAttribute('href', 'http://api.leafbid.test/file/d_licence');
    expect(within(card).getByRole('link', { name: 'CRA Permit: permit.png' })).toBeInTheDocument();
  });

  it('Verify marks the account verified', async () => {
    api = installApi({
      'GET /operator/accounts': [
        { data: [nora], nextCursor: null, counts },
        { data: [], nextCursor: null, counts: { ...counts, 'awaiting-review': 0, verified: 8 } },
      ],
      'POST /operator/accounts/:id/verify': { data: { ...nora, Review_State: 'verified' } },
    });
    renderWithQuery(<AccountsReview />);
    const card = await screen.findByRole('article', { name: 'Nora Roy' });
    await userEvent.click(within(card).getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Nora Roy is verified.')).toBeInTheDocument();
    expect(api.callsTo('POST /operator/accounts/:id/verify')[0]?.params.id).toBe('c_nora');
    expect(await screen.findByLabelText('Show')).toHaveDisplayValue('Awaiting review (0)');
  });

  it('Suspend asks for the reason and sends it; a refusal shows in the dialog', async () => {
    const verified = makeOperatorAccount({ Review_State: 'verified', Account_Verified: true });
    api = installApi({
      'GET /operator/accounts': { data: [verified], nextCursor: null, counts },
      'POST /operator/accounts/:id/suspend': [
        reply(409, { error: 'This account is already suspended.' }),
        { data: { ...verified, Review_State: 'suspended', Suspension_Reason: 'Licence expired' } },
      ],
    });
    renderWithQuery(<AccountsReview />);
    const card = await screen.findByRole('article', { name: 'Nora Roy' });
    await userEvent.click(within(card).getByRole('button', { name: 'Suspend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend Nora Roy' });
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Licence expired');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This account is already suspended.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend account' }));
    expect(await screen.findByText('Nora Roy is suspended.')).toBeInTheDocument();
    expect(api.callsTo('POST /operator/accounts/:id/suspend').at(-1)?.body).toEqual({
      reason: 'Licence expired',
    });
  });

  it('issue 18: an account awaiting review is refused with a reason (spec §6: the operator may refuse)', async () => {
    api = installApi({
      'GET /operator/accounts': { data: [nora], nextCursor: null, counts },
      'POST /operator/accounts/:id/suspend': {
        data: { ...nora, Review_State: 'suspended', Suspension_Reason: 'Licence not valid' },
      },
    });
    renderWithQuery(<AccountsReview />);
    const card = await screen.findByRole('article', { name: 'Nora Roy' });
    expect(within(card).queryByRole('button', { name: 'Suspend' })).toBeNull();
    await userEvent.click(within(card).getByRole('button', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Nora Roy' });
    expect(dialog).toHaveTextContent('can upload new documents for another review');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Licence not valid');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refuse account' }));
    expect(await screen.findByText('Nora Roy is refused.')).toBeInTheDocument();
    expect(api.callsTo('POST /operator/accounts/:id/suspend')[0]?.body).toEqual({
      reason: 'Licence not valid',
    });
  });

  it('issue 18: documents a suspended account sent after its suspension are marked, with when they were received', async () => {
    const base = makeOperatorAccount();
    const suspended = makeOperatorAccount({
      Review_State: 'suspended',
      Account_Suspended: true,
      Suspension_Reason: 'Upload a current licence',
      Suspended_Time: '2026-11-10T12:00:00.000Z',
      documents: [
        {
          id: 'd_new',
          kind: 'cannabis_license',
          file_name: 'licence-2027.pdf',
          content_type: 'application/pdf',
          size: 2000,
          url: '/file/d_new',
          created_at: '2026-11-12T15:30:00.000Z',
        },
        ...base.documents,
      ],
    });
    api = installApi({
      'POST /token': { access_token: 'access', expires_in: 900 },
      'GET /operator/accounts': { data: [suspended], nextCursor: null, counts },
    });
    renderWithQuery(<AccountsReview />);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All accounts');
    const card = await screen.findByRole('article', { name: 'Nora Roy' });
    expect(card).toHaveTextContent(/1 new document since the suspension on .*2026/);
    const items = within(within(card).getByRole('region', { name: 'Documents' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(3);
    expect(
      await within(items[0]!).findByRole('link', {
        name: 'Canada Cannabis License: licence-2027.pdf',
      }),
    ).toBeInTheDocument();
    expect(items[0]).toHaveTextContent(/received .*2026/);
    expect(within(items[0]!).getByText('New since the suspension')).toBeInTheDocument();
    expect(within(items[1]!).queryByText('New since the suspension')).toBeNull();
  });

  it('a suspended account shows its reason and can be reinstated; the Admin cannot suspend itself', async () => {
    const suspended = makeOperatorAccount({
      Review_State: 'suspended',
      Account_Suspended: true,
      Suspension_Reason: 'Unpaid fees',
    });
    const self = makeOperatorAccount({
      id: 'c_admin',
      Full_Name: 'Priya Sandhu',
      Review_State: 'verified',
    });
    api = installApi({
      'GET /operator/accounts': { data: [suspended, self], nextCursor: null, counts },
      'POST /operator/accounts/:id/reinstate': { data: { ...suspended, Review_State: 'verified' } },
    });
    renderWithQuery(<AccountsReview />);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'All accounts');
    const card = await screen.findByRole('article', { name: 'Nora Roy' });
    expect(within(card).getByText('Suspended: Unpaid fees')).toBeInTheDocument();
    // Issue 20: its licence details stay editable; no review action on itself.
    expect(
      within(screen.getByRole('article', { name: 'Priya Sandhu' }))
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Edit licence details']);
    await userEvent.click(within(card).getByRole('button', { name: 'Reinstate' }));
    expect(await screen.findByText('Nora Roy is reinstated.')).toBeInTheDocument();
  });

  it('searches name, email or company once typing pauses; shows when nothing matches', async () => {
    api = installApi({
      'GET /operator/accounts': (request) =>
        request.query.q
          ? { data: [], nextCursor: null, counts }
          : { data: [nora], nextCursor: null, counts },
    });
    renderWithQuery(<AccountsReview />);
    await screen.findByRole('article', { name: 'Nora Roy' });
    await userEvent.type(screen.getByLabelText('Search name, email or company'), 'zelda');
    expect(await screen.findByText('No accounts match')).toBeInTheDocument();
    const searches = api.callsTo('GET /operator/accounts').filter((c) => c.query.q);
    expect(searches.map((c) => c.query.q)).toEqual(['zelda']);
  });
});
