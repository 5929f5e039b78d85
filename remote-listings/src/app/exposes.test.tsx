// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { render, screen } from '@testing-library/react';
import ListingsPageModule from './exposes/listings-page';

describe('listings remote exposes', () => {
  it('./ListingsPage default-exports a component the host can mount', () => {
    render(<ListingsPageModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
