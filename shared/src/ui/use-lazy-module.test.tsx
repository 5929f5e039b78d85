// Issue 22: a dialog's code is asked for when the dialog is first wanted; a load that fails (a
// chunk lost on the network) opens DialogLoadFailed in its place, and the page stays as it was.
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogLoadFailed } from './dialog-load-failed';
import { useLazyModule } from './use-lazy-module';

const FAILED = 'This window could not be loaded. Check your connection and try again.';

/** Opens a module's text, as a page opens a lazily loaded dialog. */
function Opener({ load }: { load: () => Promise<{ text: string }> }) {
  const [wanted, setWanted] = useState(false);
  const code = useLazyModule(load, wanted);
  return (
    <>
      <button onClick={() => setWanted(true)}>Open</button>
      {code.module ? <p>{code.module.text}</p> : null}
      <DialogLoadFailed code={code} title="Product details" onClose={() => setWanted(false)} />
    </>
  );
}

it('asks for nothing until wanted, then gives the module', async () => {
  const load = jest.fn(() => Promise.resolve({ text: 'loaded' }));
  render(<Opener load={load} />);
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a module once loaded is there at the first render of a later caller: no empty frame, no second load', async () => {
  const load = jest.fn(() => Promise.resolve({ text: 'loaded' }));
  const { unmount } = render(<Opener load={load} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await screen.findByText('loaded');
  unmount();
  function Shown() {
    const code = useLazyModule(load, true);
    return <p>{code.module ? code.module.text : 'empty'}</p>;
  }
  render(<Shown />);
  expect(screen.getByText('loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a failed load opens what happened under the dialog’s title; Retry asks again and gives the module', async () => {
  const load = jest
    .fn<Promise<{ text: string }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ text: 'loaded' });
  const user = userEvent.setup();
  render(<Opener load={load} />);
  await user.click(screen.getByRole('button', { name: 'Open' }));
  let failure = await screen.findByRole('dialog', { name: 'Product details' });
  expect(failure).toHaveAccessibleDescription(FAILED);

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  // Failed again: said again.
  failure = await screen.findByRole('dialog', { name: 'Product details' });
  expect(failure).toHaveAccessibleDescription(FAILED);

  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
});

it('Cancel after a failure gives focus back to the opener; the next open asks again, showing no failure meanwhile', async () => {
  const load = jest
    .fn<Promise<{ text: string }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ text: 'loaded' });
  const user = userEvent.setup();
  render(<Opener load={load} />);
  const open = screen.getByRole('button', { name: 'Open' });
  await user.click(open);
  await screen.findByRole('dialog', { name: 'Product details' });
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(open).toHaveFocus();
  expect(load).toHaveBeenCalledTimes(1);

  await user.click(open);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
