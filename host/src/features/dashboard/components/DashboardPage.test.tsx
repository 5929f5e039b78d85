import { bus } from '@leafbid/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from './DashboardPage';

describe('Dashboard (spec §2)', () => {
  it('shows New Arrivals in the main column and pending orders + Get in touch in the sidebar', () => {
    render(
      <DashboardPage
        newArrivals={<p>new arrivals widget</p>}
        pendingOrders={<p>pending orders widget</p>}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'New Arrivals' })).getByText('new arrivals widget'),
    ).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Dashboard sidebar' });
    expect(within(sidebar).getByText('pending orders widget')).toBeInTheDocument();
    expect(within(sidebar).getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
  });

  it("'Get in touch' asks for the Support Request popup on the bus", async () => {
    const opened = jest.fn();
    bus.on('support:open', opened);
    render(<DashboardPage newArrivals={null} pendingOrders={null} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(opened).toHaveBeenCalledTimes(1);
    bus.off('support:open', opened);
  });
});
