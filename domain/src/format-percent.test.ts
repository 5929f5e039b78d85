// Issue 35: percentages (THC, CBD, total terpenes) through Intl in the reader's language.
import { formatPercent, formatPotency, formatRange } from './format';
import fr from './locales/fr-CA.json';
import { activateTestLocale, resetTestLocale } from './testing';

afterEach(() => resetTestLocale());

describe('a percentage reads as its locale writes it', () => {
  test.each<[number, string, string]>([
    [1.5, '1.5%', '1,5\u00a0%'],
    [25, '25%', '25\u00a0%'],
    [0, '0%', '0\u00a0%'],
    [0.01, '0.01%', '0,01\u00a0%'],
    [12.345, '12.35%', '12,35\u00a0%'],
  ])('formatPercent(%p): en-CA %p, fr-CA %p', (n, en, frCa) => {
    expect(formatPercent(n, 'en-CA')).toBe(en);
    expect(formatPercent(n, 'fr-CA')).toBe(frCa);
  });

  test.each<[number | null, number | null, string, string]>([
    [22, 26, '22–26%', '22–26\u00a0%'],
    [0.5, 1.25, '0.5–1.25%', '0,5–1,25\u00a0%'],
    [22, null, '22%', '22\u00a0%'],
    [5, 5, '5%', '5\u00a0%'],
  ])('formatRange(%p, %p): en-CA %p, fr-CA %p', (min, max, en, frCa) => {
    expect(formatRange(min, max, 'en-CA')).toBe(en);
    expect(formatRange(min, max, 'fr-CA')).toBe(frCa);
  });

  it('follows the active locale, N/A included', () => {
    activateTestLocale('fr-CA', fr);
    expect(formatPotency({ THC_as_is: 24.1 }, 'THC')).toBe('24,1\u00a0%');
    expect(formatRange(null, null)).toBe('N/D');
  });
});
