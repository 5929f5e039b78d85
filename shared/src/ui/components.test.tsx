import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '../bus';
import { Button } from './button';
import { ErrorMessage } from './error-message';
import { FieldMessage } from './field-message';
import { GetInTouch } from './get-in-touch';
import { Tabs } from './tabs';
import { Tag } from './tag';
import { EmptyState } from './empty-state';
import { Spinner } from './spinner';

describe('GetInTouch (spec §2 support call-to-action)', () => {
  it("'Get in touch' emits support:open on the bus", async () => {
    const user = userEvent.setup();
    const open = jest.fn();
    bus.on('support:open', open);
    render(<GetInTouch />);
    await user.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(open).toHaveBeenCalledTimes(1);
    bus.off('support:open', open);
  });
});

describe('Button', () => {
  it('is disabled and busy while loading', () => {
    render(<Button loading>Saving...</Button>);
    const button = screen.getByRole('button', { name: 'Saving...' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('defaults to type=button and applies the variant', () => {
    render(<Button variant="danger">Delete Listing</Button>);
    const button = screen.getByRole('button', { name: 'Delete Listing' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('lb-button--danger');
  });
});

describe('ErrorMessage', () => {
  it('is an alert with an optional Dismiss button', async () => {
    const user = userEvent.setup();
    const clear = jest.fn();
    render(<ErrorMessage message="Failed to fetch products" onDismiss={clear} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to fetch products');
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(clear).toHaveBeenCalled();
  });

  it('renders nothing without a message', () => {
    render(<ErrorMessage message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FieldMessage', () => {
  it('is a polite live region with its tone', () => {
    render(
      <FieldMessage
        tone="warning"
        text="⚠️ This bid is unlikely to get accepted"
        id="price-help"
      />,
    );
    const message = screen.getByText('⚠️ This bid is unlikely to get accepted');
    expect(message).toHaveAttribute('aria-live', 'polite');
    expect(message).toHaveAttribute('data-tone', 'warning');
  });
});

describe('Tabs', () => {
  it('shows the default tab and switches on click', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="Orders"
        tabs={[
          { value: 'pending', label: 'Pending', content: <p>pending list</p> },
          { value: 'approved', label: 'Approved', content: <p>approved list</p> },
        ]}
      />,
    );
    expect(screen.getByRole('tablist', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Pending' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('pending list');
    await user.click(screen.getByRole('tab', { name: 'Approved' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('approved list');
  });

  it('a keepMounted panel keeps its state while another tab shows, hidden from everyone', async () => {
    const user = userEvent.setup();
    render(
      <Tabs
        label="My listings"
        tabs={[
          { value: 'mine', label: 'My Products', content: <p>cards</p> },
          {
            value: 'add',
            label: 'Add Products',
            keepMounted: true,
            content: <input aria-label="Product Name" />,
          },
        ]}
      />,
    );
    expect(screen.queryByRole('textbox', { name: 'Product Name' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Add Products' }));
    await user.type(screen.getByRole('textbox', { name: 'Product Name' }), 'Pink Kush');
    await user.click(screen.getByRole('tab', { name: 'My Products' }));
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.getByRole('tabpanel')).toHaveTextContent('cards');
    await user.click(screen.getByRole('tab', { name: 'Add Products' }));
    expect(screen.getByRole('textbox', { name: 'Product Name' })).toHaveValue('Pink Kush');
  });
});

describe('small pieces', () => {
  it('Tag, EmptyState and Spinner render accessibly', () => {
    render(
      <>
        <Tag tone="success">Active</Tag>
        <EmptyState title="No pending orders found" />
        <Spinner label="Loading products" />
      </>,
    );
    expect(screen.getByText('Active')).toHaveClass('lb-tag--success');
    expect(screen.getByText('No pending orders found')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading products' })).toBeInTheDocument();
  });
});
