import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { LoginPage, Shell } from '../support/pages';
import { TEST_PORTS } from '../support/ports';

// Issue 35: the local stack opened at 127.0.0.1 instead of localhost lost every image, its live
// updates and the CSV downloads: the API's media cookie is SameSite=Strict and the stack names
// the API "localhost", another site to a page on 127.0.0.1. The browser now reaches a loopback
// API by the page's own host name, so the cookie is this site's.

const BUYER = 'buyer@leafbid.test';
const HOST = `http://127.0.0.1:${TEST_PORTS.host}`;

test('opened at 127.0.0.1: images load, the live-update stream opens and the bids CSV downloads (issue 35)', async ({
  page,
}) => {
  const events = page.waitForResponse((response) => new URL(response.url()).pathname === '/events');
  await page.goto(`${HOST}/login`);
  await new LoginPage(page).signIn(BUYER);
  await expect(page).toHaveURL(`${HOST}/`);

  // A New Arrivals card's cover, from the API on 127.0.0.1, with the cookie.
  const cover = page
    .getByRole('region', { name: 'New Arrivals' })
    .getByRole('article')
    .first()
    .getByRole('img')
    .first();
  await expect(cover).toBeVisible();
  await expect
    .poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  const src = new URL((await cover.evaluate((img: HTMLImageElement) => img.currentSrc))!);
  expect(src.host).toBe(`127.0.0.1:${TEST_PORTS.api}`);

  const stream = await events;
  expect(stream.status()).toBe(200);
  expect(new URL(stream.url()).hostname).toBe('127.0.0.1');

  // The cookie came, so nothing says otherwise.
  await expect(page.getByRole('alert', { name: /downloads are unavailable/ })).toHaveCount(0);

  await new Shell(page).go('Orders');
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download bids (CSV)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await file.path())!, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  expect(text.split('\r\n').filter(Boolean).length).toBeGreaterThan(1);
});

test('when the browser refuses the media cookie, the shell says so in words (issue 35)', async ({
  browser,
}) => {
  // A browser that refuses the API's cookie: POST /token answers as ever, without its Set-Cookie.
  // (Asked from here rather than with route.fetch, whose answer's cookies the context would keep.)
  const context = await browser.newContext();
  await context.route(`http://localhost:${TEST_PORTS.api}/token`, async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.continue();
    const answer = await fetch(request.url(), { method: 'POST', headers: request.headers() });
    const headers: Record<string, string> = {};
    answer.headers.forEach((value, name) => (headers[name] = value));
    for (const name of ['set-cookie', 'content-encoding', 'content-length']) delete headers[name];
    await route.fulfill({ status: answer.status, headers, body: await answer.text() });
  });
  const page = await context.newPage();
  await page.goto('/login');
  await new LoginPage(page).signIn(BUYER);
  const alert = page.getByRole('alert', {
    name: 'Images, live updates and downloads are unavailable',
  });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(`the cookie from http://localhost:${TEST_PORTS.api}`);
  await context.close();
});
