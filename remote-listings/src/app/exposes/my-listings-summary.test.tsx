import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import {
  makeProduct,
  renderWithQueryClient,
  reply,
  type FakeApi,
  type FakeRoute,
} from '@leafbid/shared/testing';
import MyListingsSummaryModule from './my-listings-summary';
import {
  MyListingsSummary,
  SUMMARY_LIMIT,
} from '../../features/my-products/components/my-listings-summary';
import { mine, signInSeller } from '../../testing/seller-fixture';

let api: FakeApi | undefined;
afterEach(() => api?.restore());

function setUp(products: FakeRoute) {
  api = signInSeller({ 'GET /products': products });
  return renderWithQueryClient(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<MyListingsSummary />} />
        <Route path="/listings" element={<h1>My listings page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe("a seller's dashboard: their listings and where each stands (issue 18)", () => {
  it('./MyListingsSummary default-exports the summary', () => {
    expect(MyListingsSummaryModule).toBe(MyListingsSummary);
  });

  it('lists each listing with its state, then View all to My Listings', async () => {
    setUp({
      products: [
        mine({ id: 'p1', Product_Name: 'Pink Kush', Product_Active: true }),
        mine({
          id: 'p2',
          Product_Name: 'Blue Dream',
          Product_Active: false,
          Request_pending: true,
        }),
        mine({
          id: 'p3',
          Product_Name: 'Sour Diesel',
          Product_Active: false,
          Awaiting_Review: true,
        }),
        mine({
          id: 'p4',
          Product_Name: 'OG Kush',
          Product_Active: false,
          Review_Note: 'Add a COA',
        }),
        mine({ id: 'p5', Product_Name: 'Haze', Product_Active: false, Request_pending: false }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'My listings' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pink KushPublished',
      'Blue DreamPublication requested',
      'Sour DieselAwaiting review',
      'OG KushDeclined',
      'HazeInactive',
    ]);
    const viewAll = within(section).getByRole('link', { name: 'View all listings (5)' });
    await userEvent.click(viewAll);
    expect(await screen.findByRole('heading', { name: 'My listings page' })).toBeInTheDocument();
  });

  it(`shows the latest ${SUMMARY_LIMIT}; View all counts them all; others' products are not listed`, async () => {
    const many = Array.from({ length: 8 }, (_, i) =>
      mine({ id: `p${i}`, Product_Name: `Lot ${i + 1}`, Product_Active: true }),
    );
    setUp({
      products: [
        ...many,
        makeProduct({ id: 'x', Product_Name: 'Not mine', Contact_Name: { id: 'c_other' } }),
      ],
    });
    const section = await screen.findByRole('region', { name: 'My listings' });
    expect(await within(section).findAllByRole('listitem')).toHaveLength(SUMMARY_LIMIT);
    expect(within(section).queryByText('Not mine')).not.toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'View all listings (8)' })).toHaveAttribute(
      'href',
      '/listings',
    );
  });

  it('while loading says so; with no listings says so and links to My Listings', async () => {
    setUp({ products: [] });
    expect(screen.getByRole('status', { name: 'Loading your listings' })).toBeInTheDocument();
    expect(await screen.findByText('You have no listings yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to My Listings' })).toHaveAttribute(
      'href',
      '/listings',
    );
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('a failed load says what happened and Retry loads again', async () => {
    setUp(reply(500, { error: 'Database unavailable' }));
    expect(await screen.findByText(/Database unavailable/)).toBeInTheDocument();
    api!.on('GET /products', () => ({ products: [mine({ Product_Name: 'Pink Kush' })] }));
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Pink Kush')).toBeInTheDocument();
  });
});
