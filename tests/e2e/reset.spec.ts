import { expect, test, type Page } from '@playwright/test';
import { API_URL, oobCodesFor, signUpIdentity, uniqueEmail } from '../support/identity';
import { LoginPage } from '../support/pages';
import { E2E_SCREENSHOTS_DIR } from '../config.mjs';

// Issue 7 — spec §2 Reset, §4 Reset, §5 Reset, §8 Reset, §9 reset redirect.

const SHOTS = E2E_SCREENSHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
};

/** A company that joined (identity + contact) with `password`. */
async function joinedCompany(email: string, password: string) {
  const { uid, idToken } = await signUpIdentity(email, password);
  const res = await fetch(`${API_URL}/contacts/create`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
    body: JSON.stringify({
      data: [
        {
          First_Name: 'Rita',
          Last_Name: 'Reset',
          Email: email,
          Company: 'Reset Co',
          Title: 'COO',
          Phone: '514 555 0101',
          Mailing_Street: '2 Main',
          Mailing_City: 'Laval',
          Mailing_State: 'QC',
          Mailing_Zip: 'H7A 0A1',
          User_UID: uid,
          Contact_Type: ['Buyer'],
          Agreements: [{ id: 'service-confidentiality', version: '2026-11-01' }],
        },
      ],
    }),
  });
  expect(res.status).toBe(201);
}

test('a reset through the emulator code: the new password signs in, the old one does not', async ({
  page,
}) => {
  const email = uniqueEmail('reset');
  await joinedCompany(email, 'old-pass-1');

  const login = new LoginPage(page);
  await login.goto();
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await shot(page, 'reset-1-forgot');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    `If an account exists for ${email}, we sent it a link to reset the password. Check your inbox.`,
  );
  await shot(page, 'reset-2-sent');

  await expect.poll(async () => (await oobCodesFor(email, 'PASSWORD_RESET')).length).toBe(1);
  const [oobCode] = await oobCodesFor(email, 'PASSWORD_RESET');
  await page.goto(`/reset?oobCode=${oobCode}`);
  await expect(page).toHaveTitle('Reset Password - Leafbid');
  await page.getByLabel('New Password').fill('new-pass-2');
  await shot(page, 'reset-3-form');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Password has been reset. Redirecting to login...',
  );
  await shot(page, 'reset-4-done');
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 });

  await login.signIn(email, 'old-pass-1');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await page.getByLabel('Password').fill('new-pass-2');
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Signed in: the unconfirmed account goes to /confirm-account.
  await expect(page).toHaveURL(/\/confirm-account$/);
  await expect(page.getByRole('heading', { name: 'Account Confirmation' })).toBeVisible();
});

test('the reset page without a code, and with a used or wrong code', async ({ page }) => {
  await page.goto('/reset');
  await expect(page.getByRole('alert')).toHaveText('Invalid password reset link.');
  await shot(page, 'reset-missing-code');
  await page.goto('/reset?oobCode=not-a-real-code');
  await page.getByLabel('New Password').fill('whatever-1');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'The reset link is invalid or expired. Please request a new one.',
  );
  await shot(page, 'reset-bad-code');
});

test('asking for a reset of an unknown address says the same as for a known one', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await page.getByLabel('Email').fill('nobody-here@leafco.test');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'If an account exists for nobody-here@leafco.test, we sent it a link to reset the password. Check your inbox.',
  );
});
