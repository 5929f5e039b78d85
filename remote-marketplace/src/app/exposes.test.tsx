// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { render, screen } from '@testing-library/react';
import { createFakeIdentity, installFakeApi, resetStoresForTest, type FakeApi } from '@leafbid/shared/testing';
import MarketplacePageModule from './exposes/marketplace-page';
import NewArrivalsModule from './exposes/new-arrivals';

let api: FakeApi;

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'GET /products': { products: [] } });
});

afterEach(() => api.restore());

describe('marketplace remote exposes', () => {
  it('./MarketplacePage default-exports the Marketplace page the host mounts on /marketplace', async () => {
    render(<MarketplacePageModule />);
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('./NewArrivals default-exports the dashboard widget', async () => {
    render(<NewArrivalsModule />);
    expect(screen.getByRole('heading', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(await screen.findByText('No new arrivals yet')).toBeInTheDocument();
  });
});
