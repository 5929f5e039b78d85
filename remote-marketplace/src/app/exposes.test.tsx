// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, createQueryClient, useProfileStore } from '@leafbid/shared';
import {
  createFakeIdentity,
  installFakeApi,
  makeContact,
  makeProduct,
  makeTask,
  resetStoresForTest,
  serveCatalogue,
  type FakeApi,
  renderWithQueryClient as render,
} from '@leafbid/shared/testing';
import { MemoryRouter } from 'react-router-dom';
import MarketplacePageModule from './exposes/marketplace-page';
import NewArrivalsModule from './exposes/new-arrivals';
import prefetch from './exposes/prefetch';

let api: FakeApi;

beforeEach(() => {
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({
    'POST /token': { access_token: 'media-token', expires_in: 3600 },
  });
  serveCatalogue(api, []);
});

afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

describe('marketplace remote exposes', () => {
  it('./MarketplacePage default-exports the Marketplace page the host mounts on /marketplace', async () => {
    render(
      <MemoryRouter>
        <MarketplacePageModule />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Marketplace' })).toBeInTheDocument();
    expect(await screen.findByText('No products found')).toBeInTheDocument();
  });

  it('./NewArrivals default-exports the dashboard widget', async () => {
    render(<NewArrivalsModule />);
    expect(screen.getByRole('heading', { name: 'New Arrivals' })).toBeInTheDocument();
    expect(await screen.findByText('No new arrivals yet')).toBeInTheDocument();
  });

  it.each([
    ['./MarketplacePage', MarketplacePageModule],
    ['./NewArrivals', NewArrivalsModule],
  ])(
    '%s: a bid sent from the product popup adds the order request and the popup closes after 3 seconds',
    async (_name, Exposed) => {
      jest.useFakeTimers();
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      useProfileStore.setState({ profile: makeContact(), fetchedAt: Date.now() });
      serveCatalogue(api, [
        makeProduct({
          id: 'p_kush',
          Product_Name: 'Pink Kush',
          Min_Request_G_Including_5_markup: 2,
        }),
      ]);
      api.on('POST /tasks', {
        data: makeTask({ id: 't_new', What_Id: { id: 'p_kush', name: 'Pink Kush' } }),
      });

      const created: unknown[] = [];
      const record = (event: unknown) => created.push(event);
      bus.on('bid:created', record);
      render(
        <MemoryRouter>
          <Exposed />
        </MemoryRouter>,
      );
      const card = await screen.findByRole('article', { name: 'Pink Kush' });
      await user.click(within(card).getByRole('button', { name: /learn more/i }));
      const popup = await screen.findByRole('dialog', { name: 'Pink Kush' });
      expect(within(popup).getByRole('heading', { name: 'Send a request' })).toBeInTheDocument();

      await user.type(within(popup).getByLabelText('Quantity (grams)'), '1000');
      await user.type(within(popup).getByLabelText('Price per gram ($)'), '2.5');
      await user.click(within(popup).getByRole('button', { name: 'Send a request' }));

      expect(
        await within(popup).findByText(
          "Thank you for submitting your bid, a member of the operator's team will reach out to you shortly",
        ),
      ).toBeInTheDocument();
      expect(created.at(-1)).toEqual({
        task: expect.objectContaining({ id: 't_new' }),
        replaces: expect.stringMatching(/^temp_/),
      });
      bus.off('bid:created', record);

      act(() => jest.advanceTimersByTime(2999));
      expect(screen.getByRole('dialog', { name: 'Pink Kush' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  );

  describe('./Prefetch asks on start for the catalogue of the page landed on (issue 22)', () => {
    const landOn = (url: string) => window.history.replaceState(null, '', url);
    afterEach(() => landOn('/'));
    const start = (queryClient = createQueryClient()) =>
      prefetch({ queryClient, profile: makeContact() }).then(() => queryClient);

    it("on the dashboard, New Arrivals' 4 newest, which the widget then reads", async () => {
      serveCatalogue(api, [makeProduct({ id: 'p_kush', Product_Name: 'Pink Kush' })]);
      landOn('/');
      const queryClient = await start();
      expect(api.callsTo('GET /products').map((call) => call.query)).toEqual([
        { status: 'active', limit: '4' },
      ]);
      render(<NewArrivalsModule />, { queryClient });
      expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
      expect(api.callsTo('GET /products')).toHaveLength(1);
    });

    it("on the marketplace, the first page of the address's view, which the page then reads", async () => {
      serveCatalogue(api, [makeProduct({ id: 'p_kush', Product_Name: 'Pink Kush' })]);
      landOn('/marketplace/p_kush?q=kush&sort=alphabetical');
      const queryClient = await start();
      expect(api.callsTo('GET /products').map((call) => call.query)).toEqual([
        { q: 'kush', sort: 'alphabetical', status: 'active', limit: '24' },
      ]);
      render(
        <MemoryRouter initialEntries={['/marketplace?q=kush&sort=alphabetical']}>
          <MarketplacePageModule />
        </MemoryRouter>,
        { queryClient },
      );
      expect(await screen.findByRole('article', { name: 'Pink Kush' })).toBeInTheDocument();
      expect(api.callsTo('GET /products')).toHaveLength(1);
    });

    it('on any other page, nothing', async () => {
      landOn('/orders');
      await start();
      landOn('/marketplace-news');
      await start();
      expect(api.callsTo('GET /products')).toHaveLength(0);
    });
  });
});
