// Issue 19: the UI kit's own texts follow the active locale (fr-CA, Québec French).
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import fr from '../locales/fr-CA.json';
import { ConfirmModal } from './confirm-modal';
import { ErrorMessage } from './error-message';
import { GetInTouch } from './get-in-touch';
import { Modal } from './modal';
import { Spinner } from './spinner';

beforeEach(() => activateTestLocale('fr-CA', fr));
afterEach(resetTestLocale);

describe('the UI kit in fr-CA (issue 19)', () => {
  it("Modal's × button is 'Fermer' and closes the dialog", async () => {
    const onOpenChange = jest.fn();
    render(
      <Modal open onOpenChange={onOpenChange} title="Demande de soutien">
        <p>corps</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Demande de soutien' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("ConfirmModal's default buttons are 'Annuler' and 'Continuer'", () => {
    render(
      <ConfirmModal
        open
        title="Avertissement"
        text="Continuer?"
        onConfirm={jest.fn()}
        onCancel={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuer' })).toBeInTheDocument();
  });

  it("ErrorMessage's dismiss button is 'Ignorer'", () => {
    render(<ErrorMessage message="Erreur" onDismiss={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Ignorer' })).toBeInTheDocument();
  });

  it("Spinner is announced as 'Chargement'", () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Chargement' })).toBeInTheDocument();
  });

  it("GetInTouch: 'Besoin d'aide?' and 'Contacter le soutien'", () => {
    render(<GetInTouch />);
    const section = screen.getByRole('region', { name: 'Soutien' });
    expect(section).toHaveTextContent("Besoin d'aide?");
    expect(section).toHaveTextContent(
      'Des questions sur une annonce, une offre ou votre compte? Notre équipe est là pour vous aider.',
    );
    expect(screen.getByRole('button', { name: 'Contacter le soutien' })).toBeInTheDocument();
  });

  it('back in en-CA, the same components read the spec’s texts', () => {
    resetTestLocale();
    render(
      <Modal open onOpenChange={jest.fn()} title="Support Request">
        <p>body</p>
      </Modal>,
    );
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
  });
});
