// Issue 19: the marketplace's product card, popup and page in fr-CA — the remote's texts, money,
// quantities and dates in French. (Domain and kernel texts are their packages' to test.)
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import {
  createFakeIdentity,
  installFakeApi,
  makeProduct,
  resetStoresForTest,
  serveCatalogue,
  type FakeApi,
  renderWithQueryClient as render,
} from '@leafbid/shared/testing';
import domainFr from '@leafbid/domain/locales/fr-CA.json';
import fr from '../../../locales/fr-CA.json';
import { MarketplacePage } from './marketplace-page';
import { ProductCard } from './product-card';
import { ProductPopup } from './product-popup';

/** fr-CA Intl output separates with no-break spaces; the asserts read plain ones. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s/g, ' ');

let api: FakeApi;

beforeEach(() => {
  activateTestLocale('fr-CA', domainFr, fr);
  resetStoresForTest();
  createFakeIdentity();
  api = installFakeApi({ 'POST /token': { access_token: 'media-token', expires_in: 3600 } });
});

afterEach(() => {
  api.restore();
  resetTestLocale();
});

const product = makeProduct({
  id: 'p_fr',
  Product_Name: 'Pink Kush',
  Categories: ['Hybrid', 'Indica'],
  Min_Request_G_Including_5_markup: 1234.56,
  Grams_Available_When_submitted: 50000,
  Min_QTY_Request: 1000,
  THC_Min: 22,
  THC_Max: 26,
  CBD_Min: null,
  CBD_Max: null,
  CBD_as_is: 1.5,
  Product_Category: 'Cannabis hash, Cannabinoid isolates',
  Highest_Terpenes: 'Myrcene, beta-caryophyllene, Wild Lemon',
  Aromas: 'Sweet, floral',
  Lineage: 'OG Kush x Pink Kush',
  Manufacturer_name: 'Northern Leaf Inc.',
  Harvest_Date: '2026-08-14',
  Upcoming_QTY_3_Months: 20000,
  Shared_Certificates: [{ url: '/file/f_coa', content_Type: 'application/pdf' }],
  photos: ['/file/f_photo'],
});

describe('Product card in fr-CA (issue 19)', () => {
  it('reads its labels in French, with the price as fr-CA money and the grams grouped', async () => {
    const onLearnMore = jest.fn();
    render(<ProductCard product={product} onLearnMore={onLearnMore} />);
    const card = screen.getByRole('article', { name: 'Pink Kush' });
    await within(card).findByRole('img', { name: 'Pink Kush' });

    expect(within(card).getByText('Hybride')).toBeInTheDocument();
    const trade = within(card).getByLabelText('Prix et quantités');
    const value = (term: string) =>
      plain(within(trade).getByText(term).nextElementSibling?.textContent);
    expect(value('Prix')).toBe('1 234,56 $/g');
    expect(value('Disponible')).toBe('50 000 g');
    expect(value('Commande min.')).toBe('1 000 g');
    // Issue 35: percentages through Intl ('1,5 %', a no-break space), the product types and the
    // suggested terpenes by their French names (a free-entry terpene as typed).
    expect(within(card).getByText('THC').nextElementSibling?.textContent).toBe('22–26\u00a0%');
    expect(within(card).getByText('CBD').nextElementSibling?.textContent).toBe('1,5\u00a0%');
    expect(within(card).getByText('Hasch de cannabis')).toBeInTheDocument();
    expect(within(card).getByText('Isolats de cannabinoïdes')).toBeInTheDocument();
    expect(within(card).getByText('Terpènes dominants').nextElementSibling).toHaveTextContent(
      'Myrcène, Bêta-caryophyllène, Wild Lemon',
    );
    const learnMore = within(card).getByRole('button', { name: 'En savoir plus sur Pink Kush' });
    expect(learnMore).toHaveTextContent('En savoir plus');
  });
});

describe('Product popup in fr-CA (issue 19)', () => {
  it('reads its details, gallery and certificates in French, the harvest date in fr-CA long form', async () => {
    render(
      <ProductPopup
        open
        product={product}
        canNavigate
        onPrevious={jest.fn()}
        onNext={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Pink Kush' });
    const detail = (term: string) =>
      plain(within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent);
    expect(detail('Terpènes')).toBe('Myrcène, Bêta-caryophyllène, Wild Lemon');
    expect(detail('THC')).toBe('22–26 %');
    expect(detail('CBD')).toBe('1,5 %');
    expect(within(dialog).getByText('Hasch de cannabis')).toBeInTheDocument();
    expect(detail('Arômes')).toBe('Sweet, floral');
    expect(detail('Lignée')).toBe('OG Kush x Pink Kush');
    expect(detail('Fabricant')).toBe('Northern Leaf Inc.');
    expect(detail('Date de récolte')).toBe('14 août 2026');
    expect(detail('Quantité à venir (3 mois)')).toBe('20 000 g');
    expect(within(dialog).getByText('Hybride')).toBeInTheDocument();

    expect(within(dialog).getByRole('button', { name: 'Produit précédent' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Produit suivant' })).toBeInTheDocument();
    const gallery = within(dialog).getByRole('list', { name: 'Galerie' });
    expect(
      within(gallery).getByRole('button', { name: "Afficher l'image 2 sur 2" }),
    ).toBeInTheDocument();
    const certificates = within(dialog).getByRole('region', { name: 'Certificats' });
    expect(
      await within(certificates).findByRole('link', { name: 'Certificat 1 (PDF)' }),
    ).toBeInTheDocument();
  });

  it('a product that is not listed says so in French', () => {
    render(
      <ProductPopup
        open
        product={null}
        notFound
        canNavigate={false}
        onPrevious={jest.fn()}
        onNext={jest.fn()}
        onClose={jest.fn()}
      />,
    );
    expect(screen.getByRole('dialog', { name: 'Produit introuvable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(
      "Ce produit n'existe pas ou n'est plus offert.",
    );
  });
});

describe('Marketplace page in fr-CA (issue 19)', () => {
  it('names the page, its sorts, its filters and the result count in French', async () => {
    serveCatalogue(api, [
      product,
      makeProduct({ id: 'p_2', Product_Name: 'Bravo Haze' }),
      makeProduct({ id: 'p_3', Product_Name: 'Charlie OG' }),
    ]);
    render(
      <MemoryRouter>
        <MarketplacePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Marché' })).toBeInTheDocument();
    const sorts = screen.getByRole('group', { name: 'Trier les produits' });
    expect(
      within(sorts)
        .getAllByRole('button')
        .map((b) => plain(b.textContent)),
    ).toEqual([
      'Nouveautés',
      'Ordre alphabétique',
      'Prix : du plus bas au plus élevé',
      'THC : du plus élevé au plus bas',
    ]);
    const filters = screen.getByRole('region', { name: 'Filtres' });
    expect(within(filters).getByRole('heading', { name: 'Filtres' })).toBeInTheDocument();
    expect(within(filters).getByLabelText('Rechercher par nom')).toHaveAttribute(
      'placeholder',
      'Nom du produit',
    );
    expect(within(filters).getByText('Type de produit')).toBeInTheDocument();
    expect(within(filters).getByText('Indica, sativa ou hybride')).toBeInTheDocument();
    expect(within(filters).getByRole('button', { name: 'Hybride' })).toBeInTheDocument();
    expect(
      plain(
        within(filters)
          .getByRole('slider', { name: 'THC (%) minimum' })
          .getAttribute('aria-valuetext'),
      ),
    ).toBe('0 %');
    expect(within(filters).getByRole('slider', { name: 'Quantité (g) maximum' })).toHaveAttribute(
      'aria-valuetext',
      'Illimité',
    );
    expect(await screen.findByText('3 produits affichés sur 3')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Produits' })).toBeInTheDocument();
  });

  it("issue 35: the product type and terpene lists read in French; the URL keeps the spec's English value", async () => {
    serveCatalogue(api, [product]);
    render(
      <MemoryRouter>
        <MarketplacePage />
      </MemoryRouter>,
    );
    await screen.findByText('1 produit affiché');
    const filters = screen.getByRole('region', { name: 'Filtres' });
    await userEvent.click(within(filters).getByRole('combobox', { name: 'Type de produit' }));
    const types = screen.getAllByRole('option').map((o) => plain(o.textContent));
    expect(types).toHaveLength(18); // 'Tous' and the 17 of spec §3
    expect(types).toContain('Fleurs de cannabis (tailles mixtes)');
    expect(types).not.toContain('Cannabis hash');
    await userEvent.click(screen.getByRole('option', { name: 'Hasch de cannabis' }));
    expect(within(filters).getByRole('combobox', { name: 'Type de produit' })).toHaveTextContent(
      'Hasch de cannabis',
    );

    await userEvent.click(within(filters).getByRole('combobox', { name: 'Terpène' }));
    const terpenes = screen.getAllByRole('option').map((o) => plain(o.textContent));
    expect(terpenes).toHaveLength(61); // 'Tous' and the 60 of spec §3
    expect(terpenes.slice(1, 4)).toEqual(['Myrcène', 'Limonène', 'Bêta-caryophyllène']);
    await userEvent.click(screen.getByRole('option', { name: 'Linalol' }));
    expect(within(filters).getByRole('combobox', { name: 'Terpène' })).toHaveTextContent('Linalol');
    const asked = api.callsTo('GET /products').map(({ query }) => [query.type, query.terpene]);
    expect(asked).toContainEqual(['Cannabis hash', 'Linalool']);
  }, 20_000);
});
