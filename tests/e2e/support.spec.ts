import { expect, test } from '@playwright/test';
import { apiGet } from '../support/identity';
import { Shell, signIn } from '../support/pages';

// Spec §2 Support popup, §4 Support request, §5 Support request; ARCHITECTURE automation outbox.

interface Task {
  Subject: string;
  Description: string;
}

test("'Get in touch' from a remote opens the host's Support Request popup, which sends the request and closes after 2.5 s", async ({
  page,
}) => {
  const email = 'both@leafbid.test';
  await signIn(page, email);
  await new Shell(page).go('Marketplace');
  await page.getByRole('button', { name: 'Get in touch' }).click();

  const popup = page.getByRole('dialog', { name: 'Support Request' });
  const text = popup.getByPlaceholder('Describe your issue...');
  await expect(text).toBeVisible();
  const issue = `Need the COA for lot ${Date.now()} before we bid.`;
  await text.fill(issue);
  await popup.getByRole('button', { name: 'Submit Request' }).click();
  await expect(popup.getByText('Your support request has been sent.')).toBeVisible();
  await expect(popup).toBeHidden({ timeout: 6_000 });

  const { data: contact } = await apiGet<{ data: { id: string } }>(
    email,
    `/contact-by-email?email=${email}`,
  );
  const { data: tasks } = await apiGet<{ data: Task[] }>(email, `/tasks?who_id=${contact.id}`);
  expect(tasks.find((task) => task.Description === issue)?.Subject).toBe('New support request');
});
