import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createFakeIdentity, installFakeApi, resetStoresForTest, type FakeApi } from '../testing';
import { ApiImage } from './api-image';
import { ApiVideo } from './api-video';

let api: FakeApi;
beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'POST /token': { access_token: 'tok', expires_in: 900 } });
});
afterEach(() => api.restore());

describe('ApiImage (spec §2: a failed image load hides the image)', () => {
  it('loads the API image by its plain URL, after POST /token has set the media cookie (issue 18: no token in the URL)', async () => {
    render(<ApiImage path="/product-image/p_1" alt="Pink Kush" />);
    const img = await screen.findByRole('img', { name: 'Pink Kush' });
    expect(img).toHaveAttribute('src', 'http://api.leafbid.test/product-image/p_1');
    expect(img.getAttribute('src')).not.toMatch(/access_token|tok/);
    expect(api.callsTo('POST /token')).toHaveLength(1);
  });

  it('ApiVideo too: its src carries no token', async () => {
    render(<ApiVideo path="/file/f_1" label="Harvest clip" />);
    await waitFor(() =>
      expect(document.querySelector('video')).toHaveAttribute(
        'src',
        'http://api.leafbid.test/file/f_1',
      ),
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
