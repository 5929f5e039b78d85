// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { screen } from '@testing-library/react';
import { useProfileStore } from '@leafbid/shared';
import {
  installFakeApi,
  makeContact,
  renderWithQueryClient,
  type FakeApi,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import ListingsPageModule, { ListingsPage } from './exposes/listings-page';

let api: FakeApi;
signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({ 'GET /products': { products: [] } });
  useProfileStore.getState().setProfile(makeContact());
});

describe('listings remote exposes', () => {
  it('./ListingsPage default-exports the My listings screen', async () => {
    expect(ListingsPageModule).toBe(ListingsPage);
    renderWithQueryClient(<ListingsPageModule />);
    expect(screen.getByRole('heading', { level: 1, name: 'My listings' })).toBeInTheDocument();
    expect(await screen.findByText('You have no listings yet.')).toBeInTheDocument();
  });
});
