import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmModal } from './confirm-modal';

describe('ConfirmModal (spec §5 Low Bid Warning, §2 Delete Order Request)', () => {
  it('shows the title and text and calls back on Cancel and Proceed', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    const onConfirm = jest.fn();
    render(
      <ConfirmModal
        open
        title="Low Bid Warning"
        text="This bid is unlikely to get accepted – would you still like to proceed?"
        confirmLabel="Proceed"
        onCancel={onCancel}
        onConfirm={onConfirm}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Low Bid Warning' });
    expect(dialog).toHaveAccessibleDescription(
      'This bid is unlikely to get accepted – would you still like to proceed?',
    );
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Proceed' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Delete Order Request offers Cancel and Delete', async () => {
    const user = userEvent.setup();
    const onConfirm = jest.fn();
    render(
      <ConfirmModal
        open
        title="Delete Order Request"
        text={
          <>
            Are you sure you want to delete the order request for Pink Kush? <br />
            This action cannot be undone.
          </>
        }
        confirmLabel="Delete"
        confirmVariant="danger"
        onCancel={() => undefined}
        onConfirm={onConfirm}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Delete Order Request' })).toHaveTextContent(
      'This action cannot be undone.',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalled();
  });

  it('Escape counts as Cancel', async () => {
    const user = userEvent.setup();
    const onCancel = jest.fn();
    render(
      <ConfirmModal
        open
        title="Bid Suggestion"
        text="Go higher?"
        onCancel={onCancel}
        onConfirm={() => undefined}
      />,
    );
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });
});
