// Issue 22: where a dialog would have opened when its code could not be loaded, the same title,
// what happened, Cancel and Retry; in en-CA and fr-CA (the kernel's catalogue, issue 36).
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import fr from '../locales/fr-CA.json';
import { DialogLoadFailed } from './dialog-load-failed';
import type { LazyModule } from './use-lazy-module';

function code(failed: boolean): LazyModule<unknown> {
  return { module: null, failed, retry: jest.fn() };
}

afterEach(resetTestLocale);

it('shows nothing while the code loads or once it has', () => {
  render(<DialogLoadFailed code={code(false)} title="Edit Order Request" onClose={jest.fn()} />);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

it('a failed load: the dialog’s title, what happened, Cancel and Retry', async () => {
  const user = userEvent.setup();
  const failed = code(true);
  const onClose = jest.fn();
  render(<DialogLoadFailed code={failed} title="Edit Order Request" onClose={onClose} />);
  expect(screen.getByRole('dialog', { name: 'Edit Order Request' })).toHaveAccessibleDescription(
    'This window could not be loaded. Check your connection and try again.',
  );

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(failed.retry).toHaveBeenCalledTimes(1);
  expect(onClose).not.toHaveBeenCalled();

  // Cancel forgets the failure too, so the next open asks again.
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(failed.retry).toHaveBeenCalledTimes(2);
  expect(onClose).toHaveBeenCalledTimes(1);
});

it('in fr-CA: the same, in Québec French', () => {
  activateTestLocale('fr-CA', fr);
  render(<DialogLoadFailed code={code(true)} title="Modifier la demande" onClose={jest.fn()} />);
  expect(screen.getByRole('dialog', { name: 'Modifier la demande' })).toHaveAccessibleDescription(
    "Cette fenêtre n'a pas pu être chargée. Vérifiez votre connexion et réessayez.",
  );
  expect(screen.getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
});
