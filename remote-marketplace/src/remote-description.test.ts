import { checkRemoteDescription } from '@leafbid/shared/platform';
import en from './locales/en-CA.json';
import fr from './locales/fr-CA.json';
import description from './remote-description';

describe('the marketplace remote describes itself to the host (issue 11)', () => {
  it('passes the shared contract under its federation name', () => {
    expect(checkRemoteDescription(description, 'marketplace').ok).toBe(true);
  });

  it("mounts /marketplace and its subpaths (issue 18: /marketplace/{id}) ('Marketplace - Leafbid'), links it second, and offers New Arrivals to the dashboard's main column", () => {
    expect(description.routes).toEqual([
      {
        path: '/marketplace',
        module: 'MarketplacePage',
        title: 'marketplace.page.pageTitle',
        access: 'signed-in',
        subpaths: true,
      },
    ]);
    expect(description.navigation).toEqual([
      { path: '/marketplace', label: 'marketplace.page.navigationLabel', order: 1 },
    ]);
    expect(description.widgets).toEqual([
      { slot: 'dashboard-main', module: 'NewArrivals', order: 1 },
    ]);
  });

  it('names its title and link by message id (issue 19): Marketplace in en-CA, Marché in fr-CA', () => {
    const ids = [description.routes[0]?.title, description.navigation[0]?.label] as string[];
    expect(ids.map((id) => (en as Record<string, string>)[id])).toEqual([
      'Marketplace',
      'Marketplace',
    ]);
    expect(ids.map((id) => (fr as Record<string, string>)[id])).toEqual(['Marché', 'Marché']);
  });
});
