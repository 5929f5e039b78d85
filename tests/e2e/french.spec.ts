import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, apiGet, apiSend, uniqueEmail } from '../support/identity';
import { LoginPage } from '../support/pages';
import { biddableProducts } from '../support/products';

// Issue 19 — Français (Canada): the composed product in French, chosen by each user.

const BUYER = 'buyer@leafbid.test';
/** fr-CA money: '1 234,56 $' (Intl writes no-break spaces). */
const FR_MONEY = /\d{1,3}(\s\d{3})*,\d{2}\s\$/;

const nav = (page: Page) => page.getByRole('navigation', { name: 'Menu principal' });

async function chooseInUserMenu(page: Page, language: 'Français' | 'English') {
  await page.getByRole('button', { name: /account menu$|menu du compte$/ }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test.describe('a browser whose language is French', () => {
  test.use({ locale: 'fr-CA' });

  test('a new company joins in French and accepts the French agreement: the recorded version is the French one', async ({
    page,
  }) => {
    const email = uniqueEmail('rejoint');
    await page.goto('/join');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle('Inscription - Leafbid');
    await expect(page.getByRole('button', { name: 'Français' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const next = () => page.getByRole('button', { name: 'Suivant' }).click();
    // A required field left empty: the message is French.
    await next();
    await expect(page.getByRole('alert').first()).toContainText(/[Vv]euillez/);

    await page.getByLabel('Courriel').fill(email);
    await page.getByLabel('Mot de passe').fill(DEMO_PASSWORD);
    await next();
    // Leaving the first step checks the email with the identity service: slow on a busy machine.
    await expect(page.getByRole('heading', { level: 2, name: 'Identité' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByLabel('Prénom').fill('Émilie');
    await page.getByLabel('Nom de famille').fill('Tremblay');
    await page.getByLabel('Numéro de téléphone').fill('514 555 0100');
    await next();
    await page.getByLabel(/Nom de l.entreprise/).fill('Feuille inc.');
    await page.getByLabel('Titre du poste').fill('Présidente');
    await next();
    await page.getByLabel('Adresse municipale').fill('1, rue Principale');
    await page.getByLabel('Ville').fill('Québec');
    await page.getByLabel('Province ou territoire').selectOption({ label: 'Québec' });
    await page.getByLabel('Code postal').fill('g1r4p5');
    await next();
    await expect(page.getByRole('heading', { level: 2, name: 'Rôle' })).toBeVisible();
    await page.getByRole('radio', { name: 'Acheteur', exact: true }).check();
    await next();
    await expect(page.getByRole('heading', { level: 2, name: 'Ententes' })).toBeVisible();
    await page.getByRole('button', { name: 'Soumettre' }).click();
    await expect(page.getByRole('alert').first()).toHaveText(
      'Veuillez accepter toutes les ententes requises',
    );

    // The French text of the agreement is the one shown, and the one accepted.
    await page.getByRole('button', { name: /Lire l.Entente de confidentialité/ }).click();
    const dialog = page.getByRole('dialog', { name: /Entente de confidentialité/ });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(/Leafbid/);
    await expect(dialog).not.toContainText('By accepting this agreement');
    await dialog.getByRole('button', { name: "J'accepte" }).click();
    await expect(dialog).toBeHidden();

    const signUp = page.waitForRequest(
      (request) => request.url().endsWith('/contacts/create') && request.method() === 'POST',
    );
    await page.getByRole('button', { name: 'Soumettre' }).click();
    const sent = (await signUp).postDataJSON() as {
      data: Array<{ Agreements: Array<{ id: string; version: string }> }>;
    };
    const accepted = sent.data[0]!.Agreements;
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.id).toBe('service-confidentiality');
    expect(accepted[0]!.version).toMatch(/fr-CA$/);

    // The API took it (the account exists, unconfirmed) and the next screen is French too.
    await expect(page).toHaveURL(/\/confirm-account$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name: 'Confirmation du compte' })).toBeVisible();
    const { data } = await apiGet<{ data: { Email: string; Language?: string | null } }>(
      email,
      `/contact-by-email?email=${encodeURIComponent(email)}`,
    );
    expect(data.Email).toBe(email);
  });
});

test.describe('a buyer who chooses French', () => {
  test.afterEach(async () => {
    // The demo buyer's next sign-in (other tests) is in English again.
    const { data: contact } = await apiGet<{ data: { id: string } }>(
      BUYER,
      `/contact-by-email?email=${BUYER}`,
    );
    await apiSend(BUYER, 'PUT', `/contacts/${contact.id}`, { data: [{ Language: 'en-CA' }] });
  });

  test('issue 35: a buyer in French types "2,50" and "1 000": the total reads as typed and the stored bid is $2.50 per gram, not $250', async ({
    page,
  }) => {
    const [product] = await biddableProducts(BUYER);
    expect(product, 'a biddable demo product').toBeDefined();
    // A price at or above the minimum (no warning) and under ten times it (no check), with cents.
    const price = Math.ceil(product!.Min_Request_G_Including_5_markup * 110) / 100 + 0.05;
    const quantity = product!.Min_QTY_Request;
    const typedPrice = price.toFixed(2).replace('.', ','); // "2,50": how fr-CA writes it
    // "1 000": fr-CA's thousands, with a plain space as a keyboard types it.
    const typedQuantity = quantity.toLocaleString('fr-CA').replace(/\s/g, ' ');
    const total = Math.round(quantity * price * 100) / 100;
    const frMoney = (n: number) =>
      new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' }).format(n);

    await new LoginPage(page).goto();
    await new LoginPage(page).signIn(BUYER);
    await expect(page).toHaveTitle(/Dashboard - Leafbid|Tableau de bord - Leafbid/);
    if ((await page.locator('html').getAttribute('lang')) !== 'fr-CA') {
      await chooseInUserMenu(page, 'Français');
    }
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    try {
      await nav(page).getByRole('link', { name: 'Marché', exact: true }).click();
      await page.getByRole('button', { name: 'Ordre alphabétique' }).click();
      await page
        .getByRole('button', { name: `En savoir plus sur ${product!.Product_Name}` })
        .click();
      const popup = page.getByRole('dialog', { name: product!.Product_Name });
      await popup.getByLabel('Quantité (grammes)').fill(typedQuantity);
      await popup.getByLabel('Prix par gramme ($)').fill(typedPrice);
      // The total is what was typed, in fr-CA money: 2,50 $ a gram, not 250,00 $.
      await expect(popup.getByText(`Total : ${frMoney(total)}`)).toBeVisible();
      await expect(popup.getByText('✓ Excellente offre!')).toBeVisible();
      await popup.getByRole('button', { name: 'Envoyer une demande' }).click();
      // An excellent bid's thanks, and the notice that stays: the grams and the price as typed.
      await expect(
        popup.getByText("Merci d'avoir soumis votre offre", { exact: false }).first(),
      ).toBeVisible();
      await expect(
        page.getByText(
          `${product!.Product_Name} : ${typedQuantity} g à ${frMoney(price)} par gramme, total ${frMoney(total)}`.replace(
            /\s/g,
            ' ',
          ),
          { exact: false },
        ),
      ).toBeVisible();

      // The API holds the bid at the typed price: the spec's Description, in dollars and grams.
      const { data: contact } = await apiGet<{ data: { id: string } }>(
        BUYER,
        `/contact-by-email?email=${BUYER}`,
      );
      const { data: tasks } = await apiGet<{
        data: Array<{ Description: string; What_Id: { id: string } | null }>;
      }>(BUYER, `/tasks?who_id=${contact.id}`);
      const placed = tasks.filter((task) => task.What_Id?.id === product!.id);
      expect(placed.map((task) => task.Description)).toEqual([
        `QUANTITY: ${quantity} PRICE PER GRAM: ${Number(price.toFixed(2))} TOTAL: ${total}`,
      ]);
    } finally {
      // The demo buyer's next sign-in (other tests) is in English again.
      const { data: contact } = await apiGet<{ data: { id: string } }>(
        BUYER,
        `/contact-by-email?email=${BUYER}`,
      );
      await apiSend(BUYER, 'PUT', `/contacts/${contact.id}`, { data: [{ Language: 'en-CA' }] });
    }
  });

  test('switches in the user menu, bids in French with fr-CA money, and keeps French after signing out and in', async ({
    page,
  }) => {
    const [product] = await biddableProducts(BUYER);
    expect(product, 'a biddable demo product').toBeDefined();

    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(BUYER);
    await expect(page).toHaveTitle('Dashboard - Leafbid');
    await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

    await chooseInUserMenu(page, 'Français');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page).toHaveTitle('Tableau de bord - Leafbid');
    await expect(page.getByRole('heading', { name: 'Nouveautés' })).toBeVisible();
    await expect(nav(page).getByRole('link', { name: 'Marché', exact: true })).toBeVisible();

    await nav(page).getByRole('link', { name: 'Marché', exact: true }).click();
    await expect(page).toHaveTitle('Marché - Leafbid');
    // The product's card is on the first page in name order (as bid.spec.ts picks it).
    await page.getByRole('button', { name: 'Ordre alphabétique' }).click();
    await page.getByRole('button', { name: `En savoir plus sur ${product!.Product_Name}` }).click();
    const popup = page.getByRole('dialog', { name: product!.Product_Name });
    await expect(popup).toContainText(FR_MONEY);
    const low = Math.max(0.01, Math.floor(product!.Min_Request_G_Including_5_markup * 50) / 100);
    await popup.getByLabel('Quantité (grammes)').fill(String(product!.Min_QTY_Request));
    await popup.getByLabel('Prix par gramme ($)').fill(low.toFixed(2));
    await popup.getByRole('button', { name: 'Envoyer une demande' }).click();
    const warning = page
      .getByRole('alertdialog', { name: /offre basse/ })
      .or(page.getByRole('dialog', { name: /offre basse/ }));
    await expect(warning).toBeVisible();
    await warning.getByRole('button', { name: 'Continuer' }).click();
    await expect(popup.getByText('Demande envoyée avec succès!')).toBeVisible();
    await expect(popup).toBeHidden({ timeout: 8_000 });

    await nav(page).getByRole('link', { name: 'Commandes', exact: true }).click();
    await expect(page).toHaveTitle('Commandes - Leafbid');
    const card = page
      .getByRole('tabpanel')
      .locator('li, article')
      .filter({ hasText: product!.Product_Name })
      .first();
    await expect(card).toBeVisible();
    await expect(card).toContainText('Prix par gramme');
    await expect(card).toContainText(FR_MONEY);
    expect(
      await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload),
    ).toBe(true);

    // Kept on the contact: it follows the user.
    await expect
      .poll(async () => {
        const { data } = await apiGet<{ data: { Language?: string | null } }>(
          BUYER,
          `/contact-by-email?email=${BUYER}`,
        );
        return data.Language;
      })
      .toBe('fr-CA');

    // Sign out and in: still French (the sign-in page too, from this browser's choice).
    await page.getByRole('button', { name: /menu du compte$/ }).click();
    await page.getByRole('menuitem', { name: 'Se déconnecter' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByLabel('Courriel')).toBeVisible();
    await page.evaluate(() => window.localStorage.clear());
    await page.reload();
    // Even without the browser's choice, the contact's language wins once signed in.
    await page.getByLabel(/Email|Courriel/).fill(BUYER);
    await page.getByLabel(/Password|Mot de passe/).fill('leafbid-demo-1');
    await page.getByRole('button', { name: /Sign in|Se connecter/ }).click();
    await expect(page).toHaveTitle('Tableau de bord - Leafbid', { timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');

    // And back to English, at once.
    await chooseInUserMenu(page, 'English');
    await expect(page).toHaveTitle('Dashboard - Leafbid');
    await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
  });
});
