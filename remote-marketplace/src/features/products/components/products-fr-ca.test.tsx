// Issue 19: the marketplace's product card, popup and page in fr-CA — the remote's texts, money,
// quantities and dates in French. (Domain and kernel texts are their packages' to test.)
import { screen, within } from '@testing-library/react';
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
import fr from '../../../locales/fr-CA.json';
import { MarketplacePage } from './marketplace-page';
import { ProductCard } from './product-card';
import { ProductPopup } from './product-popup';

/** fr-CA Intl output separates with no-break spaces; the asserts read plain ones. */
const plain = (text: string | null | undefined): string => (text ?? '').replace(/\s/g, ' ');

let api: FakeApi;

beforeEach(() => {
  activateTestLocale('fr-CA', fr);
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
  Highest_Terpenes: 'Myrcene, Limonene',
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
    expect(within(card).getByText('THC').nextElementSibling).toHaveTextContent('22–26%');
    expect(within(card).getByText('Terpènes dominants').nextElementSibling).toHaveTextContent(
      'Myrcene, Limonene',
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
    expect(detail('Terpènes')).toBe('Myrcene, Limonene');
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
});
