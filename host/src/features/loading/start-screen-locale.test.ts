import { readFileSync } from 'node:fs';
import path from 'node:path';

// The script index.html runs after its start screen (inlined by webpack.config.cjs).
const SCRIPT = readFileSync(path.join(__dirname, 'start-screen-locale.js'), 'utf8');
// What StartPreloadPlugin writes into the page's head (tooling/webpack/create-config.cjs).
const FILES = { 'en-CA': ['/locale-en-CA.03ed7bf9.js'], 'fr-CA': ['/locale-fr-CA.afcb910c.js'] };

const win = window as Window & { __leafbidLocaleFiles?: Record<string, string[]> };

/** Runs the page's script with this browser's kept choice and languages; what the page shows. */
function startScreenWith(kept: string | null | Error, languages: string[]) {
  document.body.innerHTML = '<p class="hs-loading-overlay__label">Loading…</p>';
  jest.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    if (kept instanceof Error) throw kept;
    return kept;
  });
  new Function(SCRIPT)();
  return {
    lang: document.documentElement.lang,
    label: document.querySelector('.hs-loading-overlay__label')?.textContent,
    preloads: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map(
      (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
    ),
  };
}

describe("the start screen in the user's language (issue 19), its catalogue asked for beside main.js (issue 22)", () => {
  beforeEach(() => {
    win.__leafbidLocaleFiles = FILES;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    delete win.__leafbidLocaleFiles;
  });

  it("English: the page's language, and the host's en-CA catalogue", () => {
    expect(startScreenWith(null, ['en-CA', 'en'])).toEqual({
      lang: 'en-CA',
      label: 'Loading…',
      preloads: ['script /locale-en-CA.03ed7bf9.js'],
    });
  });

  it('French from the browser, or kept in it: the French label and the fr-CA catalogue', () => {
    const french = {
      lang: 'fr-CA',
      label: 'Chargement…',
      preloads: ['script /locale-fr-CA.afcb910c.js'],
    };
    expect(startScreenWith(null, ['fr-FR', 'en'])).toEqual(french);
    document.head.querySelectorAll('link').forEach((link) => link.remove());
    expect(startScreenWith('fr-CA', ['en-CA'])).toEqual(french);
  });

  it('English kept in this browser wins over French languages', () => {
    expect(startScreenWith('en-CA', ['fr-CA'])).toMatchObject({
      lang: 'en-CA',
      preloads: ['script /locale-en-CA.03ed7bf9.js'],
    });
  });

  it("storage refused: the browser's languages decide, as they do for the kernel", () => {
    expect(startScreenWith(new DOMException('denied', 'SecurityError'), ['fr-CA'])).toMatchObject({
      lang: 'fr-CA',
      preloads: ['script /locale-fr-CA.afcb910c.js'],
    });
  });

  it('a page without the files (an older build): the language, nothing preloaded', () => {
    delete win.__leafbidLocaleFiles;
    expect(startScreenWith(null, ['en-CA'])).toEqual({
      lang: 'en-CA',
      label: 'Loading…',
      preloads: [],
    });
  });
});
