import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { RemoteBoundary } from './RemoteBoundary';

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
    render(<RemoteBoundary remote="marketplace" load={() => Promise.resolve(page('Marketplace'))} />);
    expect(await screen.findByRole('heading', { name: 'Marketplace' })).toBeInTheDocument();
  });

  it('shows the fallback with the remote name and a Retry button when the load fails', async () => {
    render(<RemoteBoundary remote="orders" load={() => Promise.reject<Loaded>(new Error('ScriptNetworkError'))} />);
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
    render(<RemoteBoundary remote="orders" load={load} onRetry={onRetry} />);

    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps showing the fallback when Retry fails again', async () => {
    const load = jest.fn<Promise<Loaded>, []>().mockRejectedValue(new Error('still down'));
    render(<RemoteBoundary remote="listings" load={load} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('listings');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('a render error in one remote does not affect a sibling remote', async () => {
    render(
      <>
        <RemoteBoundary remote="marketplace" load={() => Promise.resolve({ default: Exploding })} />
        <RemoteBoundary remote="orders" load={() => Promise.resolve(page('Pending orders'))} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Pending orders' })).toBeInTheDocument();
    const fallback = await screen.findByRole('alert');
    expect(fallback).toHaveTextContent('marketplace');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('passes props through to the remote component', async () => {
    const Greeting = ({ who }: Record<string, unknown>) => <p>Hello {String(who)}</p>;
    render(
      <RemoteBoundary
        remote="marketplace"
        load={() => Promise.resolve({ default: Greeting })}
        componentProps={{ who: 'buyer' }}
      />,
    );
    expect(await screen.findByText('Hello buyer')).toBeInTheDocument();
  });
});
