import { expect, test } from '@playwright/test';
import { Shell, signIn } from '../support/pages';
test.use({ viewport: { width: 390, height: 844 } });
test('probe', async ({ page }) => {
  await signIn(page, 'admin@leafbid.test');
  await new Shell(page).go('Operator');
  await expect(page.getByRole('tab').first()).toBeVisible();
  for (const name of await page.getByRole('tab').allTextContents()) {
    await page.getByRole('tab', { name }).click();
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: `/tmp/infra18/shots/top-${name}.png` });
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.right > 391 && r.width > 0)
        .slice(0, 12)
        .map(({ el, r }) => `${el.tagName}.${String(el.className).slice(0, 50)} [${Math.round(r.left)},${Math.round(r.right)}]`),
    );
    console.log(name, JSON.stringify(wide, null, 1));
  }
});
