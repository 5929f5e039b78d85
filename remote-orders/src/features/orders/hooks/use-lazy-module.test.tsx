import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLazyModule } from './use-lazy-module';

/** Opens a module's text; on a failure, says so with Retry and Close (as DialogLoadFailed does). */
function Opener({ load }: { load: () => Promise<{ text: string }> }) {
  const [wanted, setWanted] = useState(false);
  const code = useLazyModule(load, wanted);
  return (
    <>
      <button onClick={() => setWanted(true)}>Open</button>
      {code.module ? <p>{code.module.text}</p> : null}
      {code.failed ? (
        <div role="alert">
          <button onClick={code.retry}>Retry</button>
          <button
            onClick={() => {
              code.retry();
              setWanted(false);
            }}
          >
            Close
          </button>
        </div>
      ) : null}
    </>
  );
}

it('asks for nothing until wanted, then gives the module', async () => {
  const load = jest.fn(() => Promise.resolve({ text: 'loaded' }));
  render(<Opener load={load} />);
  expect(load).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('loaded')).toBeInTheDocument();
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

it('a failed load is the caller’s to show; Retry asks again and gives the module', async () => {
  const load = jest
    .fn<Promise<{ text: string }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ text: 'loaded' });
  render(<Opener load={load} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  // Failed again: said again.
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(3);
});

it('closed after a failure, it asks again the next time it is wanted, showing no failure meanwhile', async () => {
  const load = jest
    .fn<Promise<{ text: string }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ text: 'loaded' });
  render(<Opener load={load} />);
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);

  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
