// Issue 35: "listing published" or "declined" opens the seller's listing — /listings?product=<id>
// opens My Products with that listing highlighted (marked, read with it, in view and focused).
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { renderWithQueryClient, type FakeApi } from '@leafbid/shared/testing';
import { mine, signedInSeller } from '../testing/seller-fixture';
import { ListingsPage } from './listings-page';

const products = [
  mine({ id: 'p_pink', Product_Name: 'Pink Kush', Product_Active: true }),
  mine({
    id: 'p_blue',
    Product_Name: 'Blue Dream',
    Product_Active: false,
    Review_Note: 'Add the lab report.',
  }),
];

let api: FakeApi;
let scrolled: Element[];
beforeEach(() => {
  api = signedInSeller(products);
  scrolled = [];
  // jsdom has no layout: record what is brought into view.
  Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  api.restore();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

const openAt = (path: string) =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={[path]}>
      <ListingsPage />
    </MemoryRouter>,
  );

describe('My Listings opens the listing a notification names (issue 35)', () => {
  it('/listings?product=<id>: that listing marked, described, in view and focused; the others not', async () => {
    openAt('/listings?product=p_blue');
    const blue = await screen.findByRole('article', { name: 'Blue Dream' });
    expect(blue).toHaveClass('ls-card--highlighted');
    expect(within(blue).getByText('From your notification')).toBeVisible();
    expect(blue).toHaveAccessibleDescription('From your notification');
    expect(blue).toHaveFocus();
    expect(scrolled).toEqual([blue]);
    const pink = screen.getByRole('article', { name: 'Pink Kush' });
    expect(pink).not.toHaveClass('ls-card--highlighted');
    expect(within(pink).queryByText('From your notification')).not.toBeInTheDocument();
  });

  it('/listings alone marks nothing', async () => {
    openAt('/listings');
    await screen.findByRole('article', { name: 'Blue Dream' });
    expect(screen.queryByText('From your notification')).not.toBeInTheDocument();
    expect(scrolled).toEqual([]);
  });
});
