import { Component, useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLazyModule } from './use-lazy-module';

/** A boundary with Retry, as the host puts around each remote's component. */
class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? (
      <button onClick={() => this.setState({ failed: false })}>Retry</button>
    ) : (
      this.props.children
    );
  }
}

function Opener({ load }: { load: () => Promise<{ text: string }> }) {
  const [wanted, setWanted] = useState(false);
  const module = useLazyModule(load, wanted);
  return (
    <>
      <button onClick={() => setWanted(true)}>Open</button>
      {module ? <p>{module.text}</p> : null}
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
    const module = useLazyModule(load, true);
    return <p>{module ? module.text : 'empty'}</p>;
  }
  render(<Shown />);
  expect(screen.getByText('loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('a failed load reaches the error boundary, and its Retry asks again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const load = jest
    .fn<Promise<{ text: string }>, []>()
    .mockRejectedValueOnce(new Error('ChunkLoadError'))
    .mockResolvedValue({ text: 'loaded' });
  render(
    <Boundary>
      <Opener load={load} />
    </Boundary>,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  await userEvent.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByText('loaded')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});
