import { bus } from '@leafbid/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DashboardPage } from './dashboard-page';

describe('Dashboard (spec §2)', () => {
  it('shows the main widgets in the main column and the sidebar widgets above Get in touch, in order', () => {
    render(
      <DashboardPage
        main={[
          { id: 'a/NewArrivals', element: <h2>new arrivals widget</h2> },
          { id: 'b/Promotions', element: <h2>second main widget</h2> },
        ]}
        aside={[{ id: 'c/PendingOrders', element: <h2>pending orders widget</h2> }]}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    const sidebar = screen.getByRole('complementary', { name: 'Dashboard sidebar' });
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .filter((heading) => !sidebar.contains(heading))
        .map((heading) => heading.textContent),
    ).toEqual(['new arrivals widget', 'second main widget']);
    expect(
      within(sidebar)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
      // Get in touch ('Need help?') is the host's own, last.
    ).toEqual(['pending orders widget', 'Need help?']);
    expect(within(sidebar).getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
  });

  it('with no widget offered, the dashboard still has Get in touch', () => {
    render(<DashboardPage main={[]} aside={[]} />);
    expect(screen.getByRole('button', { name: 'Get in touch' })).toBeInTheDocument();
  });

  it("'Get in touch' asks for the Support Request popup on the bus", async () => {
    const opened = jest.fn();
    bus.on('support:open', opened);
    render(<DashboardPage main={[]} aside={[]} />);
    await userEvent.click(screen.getByRole('button', { name: 'Get in touch' }));
    expect(opened).toHaveBeenCalledTimes(1);
    bus.off('support:open', opened);
  });
});

describe('Dashboard on a phone (issue 35: the pending orders before New Arrivals)', () => {
  const realMatchMedia = window.matchMedia;
  afterEach(() => {
    window.matchMedia = realMatchMedia;
  });
  const screenWidth = (width: number) => {
    window.matchMedia = ((query: string) => ({
      matches: query === '(max-width: 480px)' && width <= 480,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })) as unknown as typeof window.matchMedia;
  };
  const renderDashboard = () =>
    render(
      <DashboardPage
        main={[{ id: 'a/NewArrivals', element: <h2>new arrivals widget</h2> }]}
        aside={[{ id: 'c/PendingOrders', element: <h2>pending orders widget</h2> }]}
      />,
    );
  const headings = () =>
    screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

  it('at 390 px: pending orders, then New Arrivals, then Get in touch, in reading order', () => {
    screenWidth(390);
    renderDashboard();
    expect(headings()).toEqual(['pending orders widget', 'new arrivals widget', 'Need help?']);
  });

  it('at 1366 px: New Arrivals first, the pending orders in the sidebar above Get in touch', () => {
    screenWidth(1366);
    renderDashboard();
    expect(headings()).toEqual(['new arrivals widget', 'pending orders widget', 'Need help?']);
    const sidebar = screen.getByRole('complementary', { name: 'Dashboard sidebar' });
    expect(within(sidebar).getByText('pending orders widget')).toBeInTheDocument();
  });
});
