import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition, useState } from 'react';
import type { ComponentType } from 'react';
import { RemoteBoundary } from './remote-boundary';

type Loaded = { default: ComponentType<Record<string, unknown>> };

const page = (text: string): Loaded => ({ default: () => <h1>{text}</h1> });

const Exploding: ComponentType<Record<string, unknown>> = () => {
  throw new Error('render failed');
};

beforeEach(() => {
  // The boundary logs what it caught; keep the test output readable.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RemoteBoundary: a remote that fails takes down only its own mount', () => {
  it('renders the remote component once it has loaded', async () => {
    render(
      <RemoteBoundary
        remote="marketplace"
        moduleId="marketplace/Test1"
        load={() => Promise.resolve(page('Marketplace'))}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
  });

  it('shows the fallback with the remote name and a Retry button when the load fails', async () => {
    render(
      <RemoteBoundary
        remote="orders"
        moduleId="orders/Test2"
        load={() => Promise.reject<Loaded>(new Error('ScriptNetworkError'))}
      />,
    );
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('This part of Leafbid could not be loaded.');
    expect(fallback).toHaveTextContent('orders');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('Retry resets the runtime, loads again and recovers when the remote is back', async () => {
    const load = jest
      .fn<Promise<Loaded>, []>()
      .mockRejectedValueOnce(new Error('remote down'))
      .mockResolvedValue(page('Orders'));
    const onRetry = jest.fn();
    render(
      <RemoteBoundary remote="orders" moduleId="orders/Test3" load={load} onRetry={onRetry} />,
    );

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('resets when what it shows changes: a failure on one route does not follow the user to the next', async () => {
    const { rerender } = render(
      <RemoteBoundary
        remote="orders"
        moduleId="orders/ResetKey1"
        load={() => Promise.reject<Loaded>(new Error('Loading chunk failed'))}
      />,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('orders');
    // A route change renders the same element type in the same place with another module.
    rerender(
      <RemoteBoundary
        remote="marketplace"
        moduleId="marketplace/ResetKey2"
        load={() => Promise.resolve(page('Marketplace'))}
      />,
    );
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps showing the fallback when Retry fails again', async () => {
    const load = jest.fn<Promise<Loaded>, []>().mockRejectedValue(new Error('still down'));
    render(<RemoteBoundary remote="listings" moduleId="listings/Test4" load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('listings');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a render error in one remote does not affect a sibling remote', async () => {
    render(
      <>
        <RemoteBoundary
          remote="marketplace"
          moduleId="marketplace/Test5"
          load={() => Promise.resolve({ default: Exploding })}
        />
        <RemoteBoundary
          remote="orders"
          moduleId="orders/Test6"
          load={() => Promise.resolve(page('Pending orders'))}
        />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Pending orders' })).toBeInTheDocument();
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('marketplace');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('mounts a remote first rendered inside a transition (a client-side route change)', async () => {
    // Route changes are transitions; the real check of this runs in Chromium
    // (tooling/scripts/smoke-federation.mjs, client navigation to /orders).
    function Navigation() {
      const [route, setRoute] = useState('dashboard');
      return (
        <>
          <button type="button" onClick={() => startTransition(() => setRoute('orders'))}>
            Go to orders
          </button>
          {route === 'orders' ? (
            <RemoteBoundary
              remote="orders"
              moduleId="orders/Test7"
              load={() =>
                new Promise<Loaded>((resolve) => setTimeout(() => resolve(page('Orders')), 20))
              }
            />
          ) : (
            <p>Dashboard</p>
          )}
        </>
      );
    }
    render(<Navigation />);
    await userEvent.click(screen.getByRole('button', { name: 'Go to orders' }));
    expect(
      await screen.findByRole('heading', { name: 'Orders' }, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('passes props through to the remote component', async () => {
    const Greeting = ({ who }: Record<string, unknown>) => <p>Hello {String(who)}</p>;
    render(
      <RemoteBoundary
        remote="marketplace"
        moduleId="marketplace/Greeting"
        load={() => Promise.resolve({ default: Greeting })}
        componentProps={{ who: 'buyer' }}
      />,
    );
    expect(await screen.findByText('Hello buyer')).toBeInTheDocument();
  });

  it('renders an already loaded module at once, without a loading state', () => {
    const load = jest.fn(() => Promise.resolve(page('Warm orders')));
    render(
      <RemoteBoundary
        remote="orders"
        moduleId="orders/Warm"
        load={load}
        loaded={() => page('Warm orders')}
        loading={<p>Loading orders…</p>}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Warm orders' })).toBeInTheDocument();
    expect(screen.queryByText('Loading orders…')).not.toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });
});
