// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { render, screen } from '@testing-library/react';
import MarketplacePageModule from './exposes/marketplace-page';
import NewArrivalsModule from './exposes/new-arrivals';

describe('marketplace remote exposes', () => {
  it('./MarketplacePage default-exports a component the host can mount', () => {
    render(<MarketplacePageModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });

  it('./NewArrivals default-exports a component the host can mount', () => {
    render(<NewArrivalsModule />);
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
});
