import { expect, test } from '@playwright/test';
import { fillLicenceDetails } from '../support/accounts';
import { LoginPage } from '../support/pages';

// Spec §2 Guards ("confined to /confirm-account"), Confirm account; §4 Account confirmation.

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
// A 1×1 transparent PNG.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

test('an unconfirmed account is confined to /confirm-account and gets through after uploading both documents', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn('pending@leafbid.test');
  await expect(page).toHaveURL(/\/confirm-account$/);
  await expect(page.getByRole('heading', { name: 'Account Confirmation' })).toBeVisible();
  await expect(
    page.getByText(
      'To confirm your account, please upload your Canada Cannabis License and CRA Permit.',
    ),
  ).toBeVisible();

  // Every other page sends it back here.
  for (const path of ['/', '/marketplace', '/orders', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/confirm-account$/);
  }
  await expect(page.getByRole('heading', { name: 'Account Confirmation' })).toBeVisible();

  const submit = page.getByRole('button', { name: 'Submit Documents' });
  await expect(submit).toBeDisabled();
  await page
    .getByLabel('Canada Cannabis License')
    .setInputFiles({ name: 'licence.pdf', mimeType: 'application/pdf', buffer: PDF });
  await fillLicenceDetails(page);
  await expect(submit).toBeDisabled();
  await page
    .getByLabel('CRA Permit')
    .setInputFiles({ name: 'cra-permit.png', mimeType: 'image/png', buffer: PNG });
  await expect(submit).toBeEnabled();
  await submit.click();

  // Issue 18: the page says the documents were received and when they are reviewed; browsing is
  // open, bids wait for the operator's verification.
  const received = page.getByRole('heading', { name: 'Documents received' });
  await expect(received).toBeVisible({ timeout: 20_000 });
  await expect(received).toBeFocused();
  await expect(page.getByText(/we aim to review yours within one business day/)).toBeVisible();
  await page.getByRole('link', { name: 'Browse the marketplace' }).click();
  await expect(page).toHaveURL(/\/marketplace$/);
  await page
    .getByRole('button', { name: /^Learn more about/ })
    .first()
    .click();
  const popup = page.getByRole('dialog');
  await expect(popup.getByRole('note')).toHaveText(
    'Your licence documents are with the Leafbid operator team for review. You can browse the marketplace now; placing bids and listing products open once your account is verified.',
  );
  await expect(popup.getByRole('button', { name: 'Send a request' })).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'New Arrivals' })).toBeVisible();
});
