import { expect, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from './identity';

/** The /login screen (onboarding remote). */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async goto() {
    await this.page.goto('/login');
    await expect(this.page.getByLabel('Email')).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD) {
    await this.page.getByLabel('Email').fill(email);
    await this.page.getByLabel('Password').fill(password);
    await this.page.getByRole('button', { name: 'Sign in' }).click();
  }
}

/** Header and navigation of the host shell. */
export class Shell {
  constructor(private readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: /main/i });
  }

  link(name: string) {
    return this.nav().getByRole('link', { name, exact: true });
  }

  /** Client-side navigation (no reload), as a user clicking the navigation does. */
  async go(name: 'Dashboard' | 'Marketplace' | 'Orders' | 'My Listings' | 'Operator') {
    await this.link(name).click();
  }
}

/** Signs in from /login and waits for the dashboard. */
export async function signIn(page: Page, email: string) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
}

/** A signed-in page of its own browser context (its own storage: another user). */
export async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** Marks the page; the mark survives only if nothing reloads it. */
export const markNoReload = (page: Page) =>
  page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));
export const notReloaded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload);
