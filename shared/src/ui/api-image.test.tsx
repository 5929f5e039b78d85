import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createFakeIdentity, installFakeApi, resetStoresForTest, type FakeApi } from '../testing';
import { ApiImage } from './api-image';

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'POST /token': { access_token: 'tok', expires_in: 900 } });
});
afterEach(() => api.restore());

describe('ApiImage (spec §2: a failed image load hides the image)', () => {
  it('loads the API image with ?access_token=', async () => {
    render(<ApiImage path="/product-image/p_1" alt="Pink Kush" />);
    expect(await screen.findByRole('img', { name: 'Pink Kush' })).toHaveAttribute(
      'src',
      'http://api.leafbid.test/product-image/p_1?access_token=tok',
    );
  });

  it('hides the image when it fails to load', async () => {
    render(<ApiImage path="/product-image/p_1" alt="Pink Kush" />);
    fireEvent.error(await screen.findByRole('img', { name: 'Pink Kush' }));
    await waitFor(() => expect(screen.queryByRole('img')).not.toBeInTheDocument());
  });

  it('shows the fallback image instead when one is given', async () => {
    render(<ApiImage path="/product-image/p_1" alt="Pink Kush" fallbackSrc="/placeholder.png" />);
    fireEvent.error(await screen.findByRole('img', { name: 'Pink Kush' }));
    expect(await screen.findByRole('img', { name: 'Pink Kush' })).toHaveAttribute(
      'src',
      '/placeholder.png',
    );
  });
});
