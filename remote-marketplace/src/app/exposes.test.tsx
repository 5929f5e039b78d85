// The host mounts each exposed module's default export (see webpack.config.cjs `exposes`).
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus, useProfileStore } from '@leafbid/shared';
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
});
