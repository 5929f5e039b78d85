import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createFakeIdentity, installFakeApi, resetStoresForTest, type FakeApi } from '../testing';
import { ApiImage, widthsSrcSet } from './api-image';
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

describe('ApiImage widths (issue 22: the API resizes a cover to a card)', () => {
  it('offers the image at each width as its srcset, beside the plain src', async () => {
    render(
      <ApiImage path="/product-image/p_1?v=2" alt="Pink Kush" widths={[320, 640]} sizes="100vw" />,
    );
    const img = await screen.findByRole('img', { name: 'Pink Kush' });
    expect(img).toHaveAttribute('src', 'http://api.leafbid.test/product-image/p_1?v=2');
    expect(img).toHaveAttribute(
      'srcset',
      'http://api.leafbid.test/product-image/p_1?v=2&w=320 320w, ' +
        'http://api.leafbid.test/product-image/p_1?v=2&w=640 640w',
    );
    expect(img).toHaveAttribute('sizes', '100vw');
  });

  it('has no srcset without widths, nor for a data: or blob: image', () => {
    expect(widthsSrcSet('data:image/png;base64,AAAA', [320])).toBeUndefined();
    expect(widthsSrcSet('blob:http://localhost/1', [320])).toBeUndefined();
    expect(widthsSrcSet('http://api.leafbid.test/file/f_1', [])).toBeUndefined();
  });
});
