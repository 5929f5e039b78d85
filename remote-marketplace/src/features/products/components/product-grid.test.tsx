import { screen } from '@testing-library/react';
import {
  createFakeIdentity,
  installFakeApi,
  makeProduct,
  resetStoresForTest,
  type FakeApi,
  renderWithQueryClient as render,
} from '@leafbid/shared/testing';
import { EAGER_COVERS, ProductGrid } from './product-grid';

let api: FakeApi;

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'POST /token': { access_token: 'media-token', expires_in: 3600 } });
});

afterEach(() => api.restore());

describe('Product grid covers (issue 22)', () => {
  it("asks for the first row's covers at once with a high priority, and the others lazily", async () => {
    const products = Array.from({ length: EAGER_COVERS + 2 }, (_, index) =>
      makeProduct({ id: `p_${index}`, Product_Name: `Product ${index}` }),
    );
    render(<ProductGrid products={products} onLearnMore={jest.fn()} label="Products" />);

    const images = await screen.findAllByRole('img');
    expect(images).toHaveLength(products.length);
    images.forEach((image, index) => {
      const first = index < EAGER_COVERS;
      expect(image).toHaveAccessibleName(`Product ${index}`);
      expect(image).toHaveAttribute('loading', first ? 'eager' : 'lazy');
      expect(image).toHaveAttribute('fetchpriority', first ? 'high' : 'auto');
    });
  });
});
