// Issue 19: /join in fr-CA — the rules are said in French at the field and under Next, and the
// agreement shown and accepted is the French document, whose version is the one sent.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { JOIN_FIELD_MESSAGES, ONBOARDING_MESSAGES } from '@leafbid/domain';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import domainFr from '@leafbid/domain/locales/fr-CA.json';
import { useAuthStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  renderWithQueryClient,
  reply,
  resetStoresForTest,
  type FakeApi,
} from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import english from '../agreements/service-confidentiality/2026-11-01.json';
import french from '../agreements/service-confidentiality/2026-11-01.fr-CA.json';
import { JoinPage } from './join-page';
import { JOIN_PAGE_MESSAGES } from '../../../messages';

let api: FakeApi;
let onJoined: jest.Mock;

const EMAIL = 'ada@leafco.test';
const PASSWORD = 'secret-1';

beforeEach(() => {
  resetStoresForTest();
  onJoined = jest.fn();
  createFakeIdentity({ user: null });
  api = installFakeApi({
    'GET /contact-search-by-email': { data: null },
    'POST /contacts/create': reply(201, {
      data: [{ code: 'SUCCESS', status: 'success', details: { id: 'c_new' } }],
    }),
    'POST /contacts/:id/notes': reply(201, {
      data: { id: 'n_1', note_content: 'x', Created_Time: '' },
    }),
  });
  activateTestLocale('fr-CA', domainFr, fr);
});

afterEach(() => {
  api.restore();
  resetTestLocale();
});

async function renderJoin() {
  await useAuthStore.getState().initialise();
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/join']}>
      <Routes>
        <Route path="/join" element={<JoinPage onJoined={onJoined} />} />
      </Routes>
    </MemoryRouter>,
  );
  return userEvent.setup();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A required field's label reads 'Courriel*'. */
const field = (label: string) => screen.getByLabelText(new RegExp(`^${escape(label)}\\*?$`));
const L = () => ONBOARDING_MESSAGES.labels;
const next = (user: UserEvent) =>
  user.click(screen.getByRole('button', { name: JOIN_PAGE_MESSAGES.next }));

describe('JoinPage in fr-CA (issue 19)', () => {
  it('reads the domain texts in French here (the catalogue is loaded)', () => {
    expect(JOIN_PAGE_MESSAGES.next).not.toBe('Next');
    expect(JOIN_PAGE_MESSAGES.fillRequired).not.toBe('Please fill in all required fields');
  });

  it('says the rules in French: under Next for an empty step, at a field as it is left', async () => {
    const user = await renderJoin();
    expect(screen.getByRole('progressbar')).toHaveAttribute(
      'aria-valuetext',
      `Étape 1 de 6\u00a0: ${screen.getByRole('heading', { level: 2 }).textContent}`,
    );
    await next(user);
    expect(screen.getByRole('alert')).toHaveTextContent(JOIN_PAGE_MESSAGES.fillRequired);

    await user.type(field(L().password), 'abc');
    await user.tab();
    expect(field(L().password)).toHaveAccessibleDescription(
      `Au moins 6 caractères. ${JOIN_FIELD_MESSAGES.passwordTooShort}`,
    );
    await user.clear(field(L().email));
    await user.click(field(L().email));
    await user.tab();
    expect(field(L().email)).toHaveAccessibleDescription(
      new RegExp(`^${escape(JOIN_FIELD_MESSAGES.enterEmail)}\\s*$`),
    );
    expect(screen.queryByText(/Please|Your password/)).not.toBeInTheDocument();
  });

  it('shows the French agreement and sends its version', async () => {
    expect(french.version).not.toBe(english.version);

    const user = await renderJoin();
    await user.type(field(L().email), EMAIL);
    await user.type(field(L().password), PASSWORD);
    await next(user);
    await user.type(field(L().firstName), 'Ada');
    await user.type(field(L().lastName), 'Lovelace');
    await user.type(field(L().phone), '514 555 0100');
    await next(user);
    await user.type(field(L().company), 'Leaf Co');
    await user.type(field(L().title), 'PDG');
    await next(user);
    await user.type(field(L().street), '1, rue Principale');
    await user.type(field(L().city), 'Montréal');
    await user.selectOptions(field(L().province), 'QC');
    await user.type(field(L().postalCode), 'H2X 1Y4');
    await next(user);
    await user.click(screen.getByRole('radio', { name: 'Acheteur' }));
    await next(user);

    expect(screen.queryByText(english.title)).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: JOIN_PAGE_MESSAGES.readAgreement(french.title) }),
    );
    const dialog = await screen.findByRole('dialog', { name: french.title });
    expect(await within(dialog).findByRole('region')).toHaveTextContent(
      french.sections[0]?.heading ?? '',
    );
    expect(dialog).not.toHaveTextContent(english.sections[1]?.paragraphs[0] ?? '');
    expect(within(dialog).getByRole('region')).toHaveAccessibleName(
      `Texte intégral\u00a0: ${french.title}`,
    );
    await user.click(within(dialog).getByRole('button', { name: JOIN_PAGE_MESSAGES.agree }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: JOIN_PAGE_MESSAGES.submit }));

    await waitFor(() => expect(onJoined).toHaveBeenCalledWith('/'));
    const [created] = api.callsTo('POST /contacts/create');
    expect((created?.body as { data: [{ Agreements: unknown }] }).data[0].Agreements).toEqual([
      { id: 'service-confidentiality', version: french.version },
    ]);
    // The CRM note stays the record's English (not a screen text).
    expect(api.callsTo('POST /contacts/:id/notes')[0]?.body).toEqual({
      note_content: 'Account Type: Buyer',
    });
  });
});
