import { expect, test, type Page } from '@playwright/test';
import { BUYER } from '../support/bids';
import { signIn } from '../support/pages';
import { REMOTES } from '../support/ports';

// Issue 37 "Integrity, fail closed": the host's pages carry a Content-Security-Policy with no
// 'unsafe-eval' and no inline script without its hash, allowing only the registry's origins (and
// the API and identity). With every remote mounted — each page of each remote, signed out and as
// an Admin who reaches them all — the browser reports no violation.

/** Every violation the page reports, from its first script on. */
async function collectViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)),
    ...console,
  ];
}

/**
 * Opens `path` and waits until its page has shown its heading and its first requests are done
 * (the live-update stream stays open, so the network is never idle).
 */
async function settled(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.waitForTimeout(500);
}

/** The remotes this tab runs a release of. */
const releasedRemotes = (page: Page) =>
  page.evaluate(() =>
    Object.keys((window as unknown as { __leafbidReleases: () => object }).__leafbidReleases()),
  );

test('the policy has no unsafe-eval, allows inline scripts by hash only, and forbids framing', async ({
  request,
}) => {
  const response = await request.get('/marketplace');
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSrc = policy.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc).toMatch(/'sha256-/);
  expect(scriptSrc).not.toMatch(/unsafe-eval|unsafe-inline/);
  expect(policy).toMatch(/frame-ancestors 'none'/);
  expect(response.headers()['x-frame-options']).toBe('DENY');
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('every page of every remote runs under the policy with zero violations', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // Signed out: the public pages.
  const violations = await collectViolations(page);
  for (const path of ['/login', '/join', '/reset']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
  }
  await page.goto('/login');
  await signIn(page, 'admin@leafbid.test');
  for (const path of [
    '/',
    '/marketplace',
    '/orders',
    '/listings',
    '/settings',
    '/account-documents',
    '/operator',
    '/operator/platform',
  ]) {
    await settled(page, path);
  }
  expect(await releasedRemotes(page)).toEqual(expect.arrayContaining([...REMOTES]));
  expect(await violations()).toEqual([]);

  // A buyer's dashboard and pages, with their widgets.
  const buyer = await (await browser.newContext()).newPage();
  const buyerViolations = await collectViolations(buyer);
  await signIn(buyer, BUYER);
  for (const path of ['/marketplace', '/orders']) await settled(buyer, path);
  expect(await buyerViolations()).toEqual([]);
  // The collector sees what the policy refuses: an injected inline script is reported (the event
  // and the console's message).
  await buyer.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = 1;';
    document.head.appendChild(script);
  });
  await expect
    .poll(async () => (await buyerViolations()).join('\n'))
    .toMatch(/script-src-elem inline[\s\S]*Content Security Policy/);
  expect(
    await buyer.evaluate(() => (window as unknown as { __injected?: number }).__injected),
  ).toBeUndefined();
  await buyer.context().close();
});
