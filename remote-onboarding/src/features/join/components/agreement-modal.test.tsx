// Issue 36: the agreement modal loads the document of the version it shows when it opens: a
// spinner and Cancel until then, the text and 'I Agree' once loaded, Cancel and Retry when it
// could not be loaded (a chunk lost on the network).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CURRENT_AGREEMENTS, type AgreementVersion } from '@leafbid/domain';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import domainFr from '@leafbid/domain/locales/fr-CA.json';
import { renderWithQueryClient } from '@leafbid/shared/testing';
import fr from '../../../locales/fr-CA.json';
import {
  loadAgreementDocument,
  type AgreementDocument,
} from '../agreements/load-agreement-document';
import { AgreementModal } from './agreement-modal';

jest.mock('../agreements/load-agreement-document', () => {
  const actual = jest.requireActual('../agreements/load-agreement-document');
  return { ...actual, loadAgreementDocument: jest.fn(actual.loadAgreementDocument) };
});

const load = jest.mocked(loadAgreementDocument);
const actualLoad: typeof loadAgreementDocument = jest.requireActual(
  '../agreements/load-agreement-document',
).loadAgreementDocument;

const BUYER = CURRENT_AGREEMENTS['en-CA']['service-confidentiality'];
const TITLE = 'Service Confidentiality Agreement';

beforeEach(() => load.mockImplementation(actualLoad));
afterEach(resetTestLocale);

function renderModal(agreement: AgreementVersion | null = BUYER) {
  const onCancel = jest.fn();
  const onAgree = jest.fn();
  const view = renderWithQueryClient(
    <AgreementModal agreement={agreement} onCancel={onCancel} onAgree={onAgree} />,
  );
  return { ...view, onCancel, onAgree, user: userEvent.setup() };
}

/** A load that waits for the test to settle it. */
function pendingLoad() {
  let settle!: (document: Promise<AgreementDocument>) => void;
  load.mockImplementationOnce(
    () =>
      new Promise<AgreementDocument>((resolve, reject) => {
        settle = (document) => document.then(resolve, reject);
      }),
  );
  return (document: Promise<AgreementDocument>) => settle(document);
}

const chunkLost = () => Promise.reject(new Error('Loading chunk 412 failed.'));
const FAILED = 'This window could not be loaded. Check your connection and try again.';

/** The dialog saying the text could not be loaded, under the agreement's title. */
async function failedDialog(title = TITLE) {
  await waitFor(() =>
    expect(screen.getByRole('dialog', { name: title })).toHaveTextContent(FAILED),
  );
  return screen.getByRole('dialog', { name: title });
}

describe('AgreementModal (issue 36: the document is loaded when it is read)', () => {
  it('nothing is loaded while it is closed', () => {
    renderModal(null);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('while loading: its title and version, a spinner and Cancel, no text and no I Agree', async () => {
    const settle = pendingLoad();
    const { onAgree, user } = renderModal();
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(dialog).toHaveTextContent('Version 2026-11-01');
    expect(within(dialog).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'I Agree' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('region')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(BUYER);

    settle(actualLoad(BUYER));
    const text = await within(dialog).findByRole('region', { name: `Full text of the ${TITLE}` });
    expect(text).toHaveTextContent('you may only view listings and place non-binding bids');
    expect(within(dialog).queryByRole('status')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(onAgree).toHaveBeenCalledWith(BUYER);
  });

  it('shows the document of the version it names, in its language', async () => {
    activateTestLocale('fr-CA', domainFr, fr);
    const french = CURRENT_AGREEMENTS['fr-CA']['consulting-services'];
    renderModal(french);
    const dialog = await screen.findByRole('dialog', { name: 'Entente de services-conseils' });
    const text = await within(dialog).findByRole('region');
    expect(text).toHaveTextContent("l'Opérateur examine et publie les annonces de produits");
    expect(text).not.toHaveTextContent('the Operator reviews and publishes');
    expect(dialog).toHaveTextContent('2026-11-01.fr-CA');
    expect(load).toHaveBeenCalledWith(french);
  });

  it('failed: Cancel and Retry under its title in place of the text; Retry loads it again', async () => {
    load.mockImplementationOnce(chunkLost);
    const { onAgree, onCancel, user } = renderModal();
    const failed = await failedDialog();
    expect(within(failed).queryByRole('region')).not.toBeInTheDocument();
    expect(within(failed).queryByRole('button', { name: 'I Agree' })).not.toBeInTheDocument();

    const settle = pendingLoad();
    await user.click(within(failed).getByRole('button', { name: 'Retry' }));
    // Asked again: the agreement's modal, loading, in its place.
    const dialog = await screen.findByRole('dialog', { name: TITLE });
    expect(within(dialog).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);

    settle(actualLoad(BUYER));
    expect(await within(dialog).findByRole('region')).toHaveTextContent('CAD 1,000');
    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }));
    expect(onAgree).toHaveBeenCalledWith(BUYER);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('failed, then Cancel: closes without accepting', async () => {
    load.mockImplementationOnce(chunkLost);
    const { onAgree, onCancel, user } = renderModal();
    const failed = await failedDialog();
    await user.click(within(failed).getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAgree).not.toHaveBeenCalled();
  });

  it('a version without its document is a failure, not a text to agree to', async () => {
    renderModal({ id: 'consulting-services', locale: 'en-CA', version: '1999-01-01' });
    const failed = await failedDialog('Consulting & Services Agreement');
    expect(within(failed).queryByRole('button', { name: 'I Agree' })).not.toBeInTheDocument();
    await expect(load.mock.results[0]?.value).rejects.toThrow();
  });
});
