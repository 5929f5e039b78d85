// Issue 19: My Listings, the dashboard's summary and the edit popup in fr-CA (Québec French): the
// listings catalogue's texts, ICU plurals and numbers in the fr-CA way (decimal comma, 'Mo').
// @leafbid/domain's and the kernel's texts (status tags, the popup's Save button…) come from their
// own catalogues, tested there.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { activateTestLocale, resetTestLocale } from '@leafbid/domain/testing';
import { useProfileStore } from '@leafbid/shared';
import { makeContact, renderWithQueryClient, reply, type FakeApi } from '@leafbid/shared/testing';
import fr from '../locales/fr-CA.json';
import { ListingsPage } from './listings-page';
import { mine, signedInSeller } from '../testing/seller-fixture';
import { MyProducts } from '../features/my-products/components/my-products';
import { MyListingsSummary } from '../features/my-products/components/my-listings-summary';

/** fr-CA Intl output and the catalogue use no-break spaces (before ':', inside « »). */
const plain = (text: string | null | undefined) => (text ?? '').replace(/\s/g, ' ');

let api: FakeApi | undefined;
beforeEach(() => activateTestLocale('fr-CA', fr));
afterEach(() => {
  api?.restore();
  resetTestLocale();
});

/** My Products, with the edit popup of the product called `name` open (its button reads 'Modifier'). */
async function openEditFor(name: string) {
  const user = userEvent.setup();
  renderWithQueryClient(<MyProducts />);
  const card = await screen.findByRole('article', { name });
  await user.click(within(card).getByRole('button', { name: 'Modifier' }));
  return { dialog: screen.getByRole('dialog', { name }), user };
}

const summary = () =>
  renderWithQueryClient(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<MyListingsSummary />} />
        <Route path="/listings" element={<h1>listings</h1>} />
      </Routes>
    </MemoryRouter>,
  );

describe('My Listings in fr-CA', () => {
  it('the heading, the tabs and where each card stands with the operator', async () => {
    api = signedInSeller([
      mine({ id: 'p1', Product_Name: 'Pink Kush', Product_Active: true }),
      mine({ id: 'p2', Product_Name: 'Blue Dream', Product_Active: false, Request_pending: true }),
      mine({ id: 'p3', Product_Name: 'Haze', Product_Active: false, Awaiting_Review: true }),
      mine({
        id: 'p4',
        Product_Name: 'OG Kush',
        Product_Active: false,
        Review_Note: 'Ajoutez un certificat.',
        cover: null,
      }),
      mine({ id: 'p5', Product_Name: '  ', Product_Active: true }),
    ]);
    renderWithQueryClient(<ListingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes annonces' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Mes produits' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Ajouter des produits' })).toBeInTheDocument();
    expect(screen.getByRole('tablist', { name: 'Mes annonces' })).toBeInTheDocument();

    const requested = await screen.findByRole('article', { name: 'Blue Dream' });
    expect(
      within(requested).getByText("Publication demandée, en attente de l'examen de l'opérateur"),
    ).toBeInTheDocument();
    expect(within(requested).getByRole('button', { name: 'Modifier' })).toBeInTheDocument();
    const fresh = screen.getByRole('article', { name: 'Haze' });
    expect(
      within(fresh).getByText("Soumise, en attente de l'examen de l'opérateur"),
    ).toBeInTheDocument();
    const declined = screen.getByRole('article', { name: 'OG Kush' });
    expect(plain(declined.querySelector('.ls-card__standing')?.textContent)).toBe(
      'Refusée : Ajoutez un certificat.',
    );
    expect(
      within(declined).getByRole('img', { name: 'OG Kush (aucune image)' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Produit sans titre' })).toBeInTheDocument();
  });

  it('no listings yet', async () => {
    api = signedInSeller([]);
    renderWithQueryClient(<ListingsPage />);
    expect(await screen.findByText("Vous n'avez encore aucune annonce.")).toBeInTheDocument();
  });

  it('a Buyer-only account is told that listing needs the seller agreement', async () => {
    api = signedInSeller([]);
    useProfileStore
      .getState()
      .setProfile(makeContact({ Contact_Type: ['Buyer'], canAccessListing: false }));
    const user = userEvent.setup();
    renderWithQueryClient(<ListingsPage />);
    await user.click(screen.getByRole('tab', { name: 'Ajouter des produits' }));
    expect(
      screen.getByText("La mise en vente de produits exige l'entente de vendeur"),
    ).toBeInTheDocument();
    expect(screen.getByText(/Entente de services-conseils/)).toBeInTheDocument();
  });
});

describe("the dashboard's My Listings in fr-CA", () => {
  it('each listing with where it stands, then the link with an ICU plural', async () => {
    api = signedInSeller([
      mine({ id: 'p1', Product_Name: 'Pink Kush', Product_Active: true }),
      mine({ id: 'p2', Product_Name: 'Blue Dream', Product_Active: false, Request_pending: true }),
      mine({ id: 'p3', Product_Name: 'Haze', Product_Active: false, Awaiting_Review: true }),
      mine({ id: 'p4', Product_Name: 'OG Kush', Product_Active: false, Review_Note: 'Flou' }),
      mine({ id: 'p5', Product_Name: 'Gelato', Product_Active: false, Request_pending: false }),
      mine({ id: 'p6', Product_Name: 'Jack Herer', Product_Active: true }),
    ]);
    summary();
    const section = await screen.findByRole('region', { name: 'Mes annonces' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Pink KushPubliée',
      'Blue DreamPublication demandée',
      "HazeEn attente d'examen",
      'OG KushRefusée',
      'GelatoInactive',
    ]);
    expect(
      within(section).getByRole('link', { name: 'Voir toutes les annonces (6)' }),
    ).toHaveAttribute('href', '/listings');
  });

  it("one listing: the plural's 'one' form", async () => {
    api = signedInSeller([mine({ id: 'p1', Product_Name: 'Pink Kush', Product_Active: true })]);
    summary();
    expect(await screen.findByRole('link', { name: "Voir l'annonce (1)" })).toBeInTheDocument();
  });

  it('empty: what to do, and the way to My Listings', async () => {
    api = signedInSeller([]);
    summary();
    expect(await screen.findByText("Vous n'avez encore aucune annonce.")).toBeInTheDocument();
    expect(plain(screen.getByText(/Soumettez un produit depuis Mes annonces/).textContent)).toBe(
      "Soumettez un produit depuis Mes annonces : nous l'examinons avant que les acheteurs le voient.",
    );
    expect(screen.getByRole('link', { name: 'Aller à Mes annonces' })).toBeInTheDocument();
  });

  it('texts are read at render: a language switched without reloading modules shows at the next mount', async () => {
    resetTestLocale();
    api = signedInSeller([mine({ id: 'p1', Product_Name: 'Pink Kush', Product_Active: true })]);
    const first = summary();
    expect(await screen.findByRole('region', { name: 'My listings' })).toBeInTheDocument();
    expect(await screen.findByText('Published')).toBeInTheDocument();
    first.unmount();
    activateTestLocale('fr-CA', fr);
    summary();
    expect(await screen.findByRole('region', { name: 'Mes annonces' })).toBeInTheDocument();
    expect(await screen.findByText('Publiée')).toBeInTheDocument();
  });
});

describe('the edit popup in fr-CA', () => {
  const file = (name: string, type: string, size = 3) =>
    new File([new Uint8Array(size)], name, { type });
  const kush = mine({
    id: 'p_kush',
    Product_Name: 'Pink Kush',
    Product_Active: false,
    Review_Note: 'Photos floues.',
    photos: ['/file/f_1'],
    Record_Image: 'r_1',
  });

  it("its labels, the operator's note, the photo count and the image names", async () => {
    api = signedInSeller([kush]);
    const { dialog } = await openEditFor('Pink Kush');
    for (const label of ['Date de récolte', 'Terpènes', 'Prix minimal de demande ($/g)']) {
      expect(within(dialog).getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      within(dialog).getByRole('group', { name: 'Inventaire et description' }),
    ).toBeInTheDocument();
    expect(
      plain(within(dialog).getByRole('heading', { name: /Publication refusée/ }).textContent),
    ).toBe("Publication refusée : note de l'opérateur");
    expect(
      within(dialog).getByRole('heading', { name: 'Photos et certificats' }),
    ).toBeInTheDocument();
    expect(plain(within(dialog).getByText(/^Photos ou vidéos/).textContent)).toBe(
      'Photos ou vidéos : 1 sur 4',
    );
    expect(
      within(dialog).getByRole('img', { name: 'Pink Kush, image de couverture' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('img', { name: 'Pink Kush, image de la fiche' }),
    ).toBeInTheDocument();
  });

  it('a file too large names the limit in fr-CA (10 Mo); files added say how many, with an ICU plural', async () => {
    api = signedInSeller([kush], {
      'POST /products/:id/attachments': reply(201, {
        data: [
          { id: 'f_2', kind: 'certificate', file_name: 'a.pdf', url: '/file/f_2' },
          { id: 'f_3', kind: 'certificate', file_name: 'b.pdf', url: '/file/f_3' },
        ],
      }),
    });
    const { dialog, user } = await openEditFor('Pink Kush');
    await user.upload(
      within(dialog).getByLabelText('Ajouter des photos ou des vidéos'),
      file('huge.png', 'image/png', 10 * 1024 * 1024 + 1),
    );
    expect(plain((await within(dialog).findByRole('alert')).textContent)).toContain(
      '« huge.png » dépasse 10 Mo. Choisissez un fichier plus petit, ou compressez-le et réessayez.',
    );
    await user.upload(within(dialog).getByLabelText('Ajouter des certificats'), [
      file('a.pdf', 'application/pdf'),
      file('b.pdf', 'application/pdf'),
    ]);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      "2 fichiers ajoutés à l'annonce.",
    );
  });
});
