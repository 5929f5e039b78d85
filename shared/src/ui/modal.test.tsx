import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

function Harness({ onOpenChange }: { onOpenChange: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        setOpen(next);
      }}
      title="Support Request"
      description="Tell us what you need."
    >
      <textarea aria-label="Message" placeholder="Describe your issue..." />
    </Modal>
  );
}

describe('Modal (spec §2: a close button or a click on the overlay closes it)', () => {
  it('is a labelled dialog with a Close button', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    expect(screen.getByRole('dialog', { name: 'Support Request' })).toHaveAccessibleDescription(
      'Tell us what you need.',
    );
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on an overlay click', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.click(screen.getByTestId('lb-modal-overlay'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes on Escape', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('does not close on a click inside', async () => {
    const user = userEvent.setup();
    const onOpenChange = jest.fn();
    render(<Harness onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('textbox', { name: 'Message' }));
    expect(onOpenChange).not.toHaveBeenCalled();
  });
});

describe('Modal without a description', () => {
  it('renders without accessibility warnings', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <Modal open onOpenChange={() => undefined} title="Edit Order Request">
        <p>body</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit Order Request' })).toBeInTheDocument();
    expect(warn).not.toHaveBeenCalled();
    expect(error).not.toHaveBeenCalled();
  });

  it('gives focus back to the button that opened it (also when that is no Radix trigger)', async () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open support
          </button>
          <Modal open={open} onOpenChange={setOpen} title="Support Request">
            <textarea aria-label="Message" />
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Open support' }));
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open support' })).toHaveFocus());
  });

  it('when the opener is gone (its item deleted), focus goes to fallbackFocus, not the body (2.3.0)', async () => {
    function List() {
      const [items, setItems] = useState(['Pink Kush', 'Blue Dream']);
      const [open, setOpen] = useState<string | null>(null);
      return (
        <>
          {items.map((item) => (
            <button key={item} type="button" onClick={() => setOpen(item)}>
              {`Edit ${item}`}
            </button>
          ))}
          <Modal
            open={open !== null}
            onOpenChange={() => setOpen(null)}
            title="Edit"
            fallbackFocus={() => screen.queryAllByRole('button', { name: /^Edit / })[0]}
          >
            <button
              type="button"
              onClick={() => {
                setItems((list) => list.filter((item) => item !== open));
                setOpen(null);
              }}
            >
              Delete
            </button>
          </Modal>
        </>
      );
    }
    const user = userEvent.setup();
    render(<List />);
    await user.click(screen.getByRole('button', { name: 'Edit Pink Kush' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit Blue Dream' })).toHaveFocus(),
    );
  });
});
