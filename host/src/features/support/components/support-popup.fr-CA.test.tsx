// Issue 19: the support popup in fr-CA (Québec French).
import { bus, useProfileStore } from '@leafbid/shared';
import { makeContact, makeTask, type FakeApi } from '@leafbid/shared/testing';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { frCaSession } from '../../../testing/fr-ca-session';
import { SupportPopup } from './support-popup';

const installApi = frCaSession();
let api: FakeApi;

beforeEach(() => {
  api = installApi({ 'POST /support-requests': () => ({ data: makeTask() }) });
  useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
});

describe("the support popup in fr-CA, 'Demande de soutien' (issue 19)", () => {
  it('is titled, labelled and closed in French, and says the request was sent', async () => {
    const user = userEvent.setup();
    render(<SupportPopup />);
    act(() => bus.emit('support:open'));
    expect(screen.getByRole('dialog', { name: 'Demande de soutien' })).toBeInTheDocument();
    const text = screen.getByRole('textbox', { name: 'Comment pouvons-nous vous aider?' });
    expect(text).toHaveAttribute('placeholder', 'Décrivez votre problème...');
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
    await user.type(text, 'Aide');
    await user.click(screen.getByRole('button', { name: 'Soumettre la demande' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Votre demande de soutien a été envoyée.',
    );
    expect(api.callsTo('POST /support-requests')).toHaveLength(1);
  }, 15_000);
});
