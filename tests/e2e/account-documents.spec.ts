import { expect, test, type Browser } from '@playwright/test';
import {
  DOCUMENT_PDF,
  fillLicenceDetails,
  joinedCompany,
  suspendAccount,
} from '../support/accounts';
import { uniqueEmail } from '../support/identity';
import { LoginPage, Shell, signIn } from '../support/pages';

// Issue 18 (spec §6: eligibility is limited to licensed entities; the operator may refuse,
// suspend or terminate access): a suspended company is told to upload a current licence — and can;
// the operator sees the new documents on its account, with when they were received.

const ADMIN = 'admin@leafbid.test';

async function operatorPage(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, ADMIN);
  await new Shell(page).go('Operator');
  await page.getByRole('tab', { name: 'Accounts' }).click();
  return page;
}

test('a suspended account uploads new documents and the operator sees them', async ({
  page,
  browser,
}) => {
  const email = uniqueEmail('suspended');
  const { contactId } = await joinedCompany(email, { confirmed: true });
  await suspendAccount(contactId, 'Your licence expired: upload a current one');

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(email);
  const banner = page.getByRole('alert', { name: 'Your account is suspended' });
  await expect(banner).toBeVisible({ timeout: 20_000 });
  await expect(banner).toContainText('Reason: Your licence expired: upload a current one');
  await banner.getByRole('link', { name: 'Upload a current licence or permit' }).click();

  await expect(page).toHaveURL(/\/account-documents$/);
  await expect(page).toHaveTitle('Licence documents - Leafbid');
  await expect(page.getByRole('heading', { level: 1, name: 'Licence documents' })).toBeVisible();
  const upload = page.getByRole('button', { name: 'Upload documents' });
  await expect(upload).toBeDisabled();

  // A file of another type is refused before anything is sent.
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/attachments')) uploads += 1;
  });
  await page.getByLabel('CRA Permit').setInputFiles({
    name: 'permit.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('not a permit'),
  });
  await expect(
    page.getByText(
      'permit.txt is not a PDF, JPG or PNG file. Please choose a PDF, JPG or PNG file.',
    ),
  ).toBeVisible();
  await expect(upload).toBeDisabled();
  expect(uploads).toBe(0);

  await page.getByLabel('CRA Permit').setInputFiles([]);
  await page
    .getByLabel('Canada Cannabis License')
    .setInputFiles({ name: 'licence-2027.pdf', mimeType: 'application/pdf', buffer: DOCUMENT_PDF });
  await fillLicenceDetails(page);
  await expect(upload).toBeEnabled();
  await upload.click();
  const received = page.getByRole('heading', { level: 2, name: 'Documents received' });
  await expect(received).toBeVisible();
  await expect(received).toBeFocused();
  await expect(page.getByText(/^Received .+: licence-2027\.pdf\.$/)).toBeVisible();
  expect(uploads).toBe(1);

  // The operator: the account, suspended, with its new document marked and when it came.
  const operator = await operatorPage(browser);
  await operator.getByLabel('Show').selectOption('suspended');
  await operator.getByLabel('Search name, email or company').fill(email);
  const card = operator.getByRole('article', { name: 'Sam Suspended' });
  await expect(card).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText('1 new document since the suspension');
  const documents = card.getByRole('region', { name: 'Documents' }).getByRole('listitem');
  await expect(documents).toHaveCount(3);
  await expect(documents.first()).toContainText('Canada Cannabis License: licence-2027.pdf');
  await expect(documents.first()).toContainText('New since the suspension');
  await expect(documents.first()).toContainText(/received /);
  await expect(documents.nth(1)).not.toContainText('New since the suspension');

  // Reviewed and in order: the operator reinstates the account.
  await card.getByRole('button', { name: 'Reinstate' }).click();
  await expect(operator.getByText('Sam Suspended is reinstated.')).toBeVisible();
  await operator.context().close();
});
