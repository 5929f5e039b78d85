import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  installFakeApi,
  makeProduct,
  serveCatalogue,
  type FakeApi,
  renderWithQueryClient as render,
  signedInWithFakeApi,
} from '@leafbid/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import type { Product } from '@leafbid/domain';
import { MarketplacePage } from './marketplace-page';
import { ProductPopup } from './product-popup';

const first = makeProduct({
  id: 'p_a',
  Product_Name: 'Alpha Kush',
  Created_Time: '2026-11-03T00:00:00.000Z',
});
const second = makeProduct({
  id: 'p_b',
  Product_Name: 'Bravo Haze',
  Created_Time: '2026-11-02T00:00:00.000Z',
});
const third = makeProduct({
  id: 'p_c',
  Product_Name: 'Charlie OG',
  Created_Time: '2026-11-01T00:00:00.000Z',
});

/** The popup open on `product` alone (no previous or next to move to). */
const renderPopup = (product: Product | null) =>
  render(
    <ProductPopup
      open
      product={product}
      canNavigate={false}
      onPrevious={jest.fn()}
      onNext={jest.fn()}
      onClose={jest.fn()}
    />,
  );

let api: FakeApi;

signedInWithFakeApi(() => api);
beforeEach(() => {
  api = installFakeApi({
    'POST /token': { access_token: 'media-token', expires_in: 3600 },
  });
  serveCatalogue(api, [first, second, third]);
});

async function openPopupFor(name: string): Promise<HTMLElement> {
  render(
    <MemoryRouter>
      <MarketplacePage />
    </MemoryRouter>,
  );
  const card = await screen.findByRole('article', { name });
  await userEvent.click(within(card).getByRole('button', { name: /learn more/i }));
  return screen.findByRole('dialog');
}

const popupTitle = (): string =>
  within(screen.getByRole('dialog')).getAllByRole('heading')[0]?.textContent ?? '';

describe('Product popup (spec §2)', () => {
  it("shows the product's name, category, description, potency, terpenes, certifications, aromas, lineage, manufacturer, harvest date and upcoming quantity", async () => {
    const product = makeProduct({
      id: 'p_full',
      Product_Name: 'Pink Kush',
      Categories: ['Indica'],
      Product_Category: 'Cannabis flowers (mix sizes)',
      Description: 'A'.repeat(150),
      THC_Min: 22,
      THC_Max: 26,
      CBD_Min: 0,
      CBD_Max: 1,
      Highest_Terpenes: 'Myrcene, Limonene',
      Certification: ['GACP', 'GMP1'],
      Aromas: 'Sweet, floral',
      Lineage: 'OG Kush x Pink Kush',
      Manufacturer_name: 'Northern Leaf Inc.',
      Harvest_Date: '2026-08-14',
      Upcoming_QTY_3_Months: 20000,
    });
    renderPopup(product);

    const dialog = screen.getByRole('dialog', { name: 'Pink Kush' });
    expect(within(dialog).getByText('Indica')).toBeInTheDocument();
    expect(within(dialog).getByText('Cannabis flowers (mix sizes)')).toBeInTheDocument();
    expect(within(dialog).getByText('A'.repeat(150))).toBeInTheDocument();
    expect(within(dialog).getByText('22–26%')).toBeInTheDocument();
    expect(within(dialog).getByText('0–1%')).toBeInTheDocument();
    expect(within(dialog).getByText('Myrcene, Limonene')).toBeInTheDocument();
    expect(within(dialog).getByText('GACP, GMP1')).toBeInTheDocument();
    expect(within(dialog).getByText('Sweet, floral')).toBeInTheDocument();
    expect(within(dialog).getByText('OG Kush x Pink Kush')).toBeInTheDocument();
    expect(within(dialog).getByText('Northern Leaf Inc.')).toBeInTheDocument();
    expect(within(dialog).getByText('August 14, 2026')).toBeInTheDocument();
    expect(within(dialog).getByText('20 000 g')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'Pink Kush' })).toBeInTheDocument();
  });

  it('issue 18: lists the certificates the operator cleared, each opened through the media URL', async () => {
    const product = makeProduct({
      id: 'p_certs',
      Product_Name: 'Certified Kush',
      Shared_Certificates: [
        { url: '/file/f_coa', content_Type: 'application/pdf' },
        { url: '/file/f_gmp', content_Type: 'image/png' },
      ],
    });
    renderPopup(product);
    const section = within(screen.getByRole('dialog')).getByRole('region', {
      name: 'Certificates',
    });
    const first = await within(section).findByRole('link', { name: 'Certificate 1 (PDF)' });
    expect(first.getAttribute('href')).toContain('/file/f_coa');
    expect(first).toHaveAttribute('target', '_blank');
    const second = await within(section).findByRole('link', { name: 'Certificate 2 (PNG)' });
    expect(second.getAttribute('href')).toContain('/file/f_gmp');
  });

  it('issue 18: no certificates section when none is cleared', () => {
    renderPopup(makeProduct({ id: 'p_none', Product_Name: 'Plain Kush', Shared_Certificates: [] }));
    expect(
      within(screen.getByRole('dialog')).queryByRole('region', { name: 'Certificates' }),
    ).toBeNull();
  });

  it('issue 18: ← and → move to the previous and next product, but not from a text field', async () => {
    const onPrevious = jest.fn();
    const onNext = jest.fn();
    render(
      <ProductPopup
        open
        product={makeProduct({ id: 'p_keys', Product_Name: 'Keyboard Kush' })}
        canNavigate
        onPrevious={onPrevious}
        onNext={onNext}
        onClose={jest.fn()}
        requestForm={() => <input aria-label="Quantity" />}
      />,
    );
    await userEvent.keyboard('{ArrowRight}');
    expect(onNext).toHaveBeenCalledTimes(1);
    await userEvent.keyboard('{ArrowLeft}');
    expect(onPrevious).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('textbox', { name: 'Quantity' }));
    await userEvent.keyboard('{ArrowLeft}{ArrowRight}');
    expect(onNext).toHaveBeenCalledTimes(1);
    expect(onPrevious).toHaveBeenCalledTimes(1);
  });

  it("with no product it shows 'Loading product information...'", () => {
    renderPopup(null);
    expect(
      within(screen.getByRole('dialog')).getByText('Loading product information...'),
    ).toBeInTheDocument();
  });

  it('shows the gallery: the cover large, and a thumbnail click shows that image large', async () => {
    const product = makeProduct({
      id: 'p_gallery',
      Product_Name: 'Gallery Kush',
      photos: ['/file/f_photo'],
      Image_1: { file_Id: 'f_one', download_Url: '/file/f_one' },
    });
    renderPopup(product);
    const dialog = screen.getByRole('dialog');
    const large = await within(dialog).findByRole('img', { name: 'Gallery Kush' });
    expect(large.getAttribute('src')).toContain('/product-image/p_gallery');

    const thumbnails = within(dialog).getAllByRole('button', { name: /show image/i });
    expect(thumbnails).toHaveLength(3);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show image 3 of 3' }));
    const shown = await within(dialog).findByRole('img', { name: 'Gallery Kush, image 3' });
    expect(shown.getAttribute('src')).toContain('/file/f_one');
    expect(within(dialog).getByRole('button', { name: 'Show image 3 of 3' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('a photo that is a video (spec §5) plays in the gallery instead of a broken image', async () => {
    const product = makeProduct({
      id: 'p_video',
      Product_Name: 'Clip Kush',
      photos: ['/file/f_clip'],
      Image_1: { file_Id: 'f_clip', download_Url: '/file/f_clip', content_Type: 'video/mp4' },
    });
    renderPopup(product);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Show video 2 of 2' }));
    const video = await within(dialog).findByLabelText('Clip Kush, video 2');
    expect(video.tagName).toBe('VIDEO');
    expect(video.getAttribute('src')).toContain('/file/f_clip');
    expect(
      within(dialog).queryByRole('img', { name: 'Clip Kush, image 2' }),
    ).not.toBeInTheDocument();
  });

  it("'Learn more' opens the popup for that product", async () => {
    await openPopupFor('Bravo Haze');
    expect(screen.getByRole('dialog', { name: 'Bravo Haze' })).toBeInTheDocument();
  });

  it('previous and next arrows move through the listed products, wrapping around', async () => {
    await openPopupFor('Charlie OG');
    await userEvent.click(screen.getByRole('button', { name: 'Next product' }));
    expect(popupTitle()).toBe('Alpha Kush');
    await userEvent.click(screen.getByRole('button', { name: 'Previous product' }));
    expect(popupTitle()).toBe('Charlie OG');
    await userEvent.click(screen.getByRole('button', { name: 'Previous product' }));
    expect(popupTitle()).toBe('Bravo Haze');
    await userEvent.click(screen.getByRole('button', { name: 'Previous product' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous product' }));
    expect(popupTitle()).toBe('Charlie OG');
  });

  it('has no previous and next arrows when only one product is listed', async () => {
    serveCatalogue(api, [first]);
    await openPopupFor('Alpha Kush');
    expect(screen.queryByRole('button', { name: 'Previous product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next product' })).not.toBeInTheDocument();
  });

  it('the close button closes it', async () => {
    await openPopupFor('Alpha Kush');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a click on the overlay closes it', async () => {
    await openPopupFor('Alpha Kush');
    await userEvent.click(screen.getByTestId('lb-modal-overlay'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
