import { activateTestLocale, resetTestLocale } from './testing/locale';
import {
  numberInputMessage,
  readNumberInput,
  reformatNumberInput,
  type NumberInputReading,
} from './number-input';
import type { Locale } from './i18n';
import fr from './locales/fr-CA.json';
import { textOf } from './i18n';

const NNBSP = '\u202f';
const NBSP = '\u00a0';
const ok = (value: number): NumberInputReading => ({ ok: true, value });
const no = (reason: string, extra: object = {}) => ({ ok: false, reason, ...extra });
const price = { maxDecimals: 2 };

// Issue 35: "2,50" typed in French was a bid of 250 $/g. Each row: locale, text, options, reading.
const cases: [Locale, string, { maxDecimals?: number }, object][] = [
  // fr-CA: a decimal comma, a point from an English keyboard, thousands grouped by any space.
  ['fr-CA', '2,50', price, ok(2.5)],
  ['fr-CA', '2.50', price, ok(2.5)],
  ['fr-CA', ' 2,5 ', price, ok(2.5)],
  ['fr-CA', '1 000', {}, ok(1000)],
  ['fr-CA', `1${NNBSP}000`, {}, ok(1000)],
  ['fr-CA', `1${NBSP}000${NBSP}000`, {}, ok(1_000_000)],
  ['fr-CA', `1${NNBSP}000,50 $`, price, ok(1000.5)],
  ['fr-CA', '1 000.50', price, ok(1000.5)],
  ['fr-CA', '1,000', {}, ok(1)], // the locale's own decimal comma
  ['fr-CA', '0.500', price, ok(0.5)],
  ['fr-CA', '2,', price, ok(2)], // while typing "2,5"
  ['fr-CA', ',5', price, ok(0.5)],
  ['fr-CA', '-3', {}, ok(-3)], // the schemas say "must be greater than 0"
  ['fr-CA', '1.000', {}, no('ambiguous')], // English 1, or thousands grouped by a point?
  ['fr-CA', '12.500', {}, no('ambiguous')],
  ['fr-CA', '1.000,5', {}, no('mixedSeparators')],
  ['fr-CA', '1,000.50', {}, no('mixedSeparators')],
  ['fr-CA', '1,2,3', {}, no('severalDecimalMarks')],
  ['fr-CA', '1.2.3', {}, no('severalDecimalMarks')],
  ['fr-CA', '1 00', {}, no('misplacedGrouping')],
  ['fr-CA', '2,505', price, no('tooManyDecimals', { maxDecimals: 2 })],
  ['fr-CA', '2,5a', {}, no('notANumber')],
  ['fr-CA', 'deux', {}, no('notANumber')],
  ['fr-CA', '1e5', {}, no('notANumber')],
  ['fr-CA', ',', {}, no('notANumber')],
  ['fr-CA', '   ', {}, no('empty')],
  // en-CA: a decimal point; thousands grouped by a comma or a space.
  ['en-CA', '2.50', price, ok(2.5)],
  ['en-CA', '1,000', {}, ok(1000)],
  ['en-CA', '1,000,000', {}, ok(1_000_000)],
  ['en-CA', '1 000', {}, ok(1000)],
  ['en-CA', `1${NBSP}000`, {}, ok(1000)],
  ['en-CA', '$1,000.50', price, ok(1000.5)],
  ['en-CA', '2.500', price, ok(2.5)], // trailing zeros are no cents
  ['en-CA', '.5', price, ok(0.5)],
  ['en-CA', '1.000', {}, ok(1)], // the locale's own decimal point
  ['en-CA', '1,5', {}, no('ambiguous')], // 1.5 written the French way, or a slip?
  ['en-CA', '2,50', price, no('ambiguous')],
  ['en-CA', ',500', {}, no('ambiguous')],
  ['en-CA', '1.000,5', {}, no('mixedSeparators')],
  ['en-CA', '1 000,000', {}, no('mixedSeparators')],
  ['en-CA', '1.2.3', {}, no('severalDecimalMarks')],
  ['en-CA', '1,00,000', {}, no('misplacedGrouping')],
  ['en-CA', '12,50.5', {}, no('misplacedGrouping')],
  ['en-CA', '0.015', price, no('tooManyDecimals', { maxDecimals: 2 })],
  ['en-CA', '2.5', { maxDecimals: 0 }, no('tooManyDecimals', { maxDecimals: 0 })],
  ['en-CA', 'Infinity', {}, no('notANumber')],
  ['en-CA', '0x10', {}, no('notANumber')],
  ['en-CA', '', {}, no('empty')],
];

describe('readNumberInput: a quantity or price as the locale writes it (issue 35)', () => {
  it.each(cases)('%s reads %j (%j) as %j', (locale, text, options, reading) => {
    expect(readNumberInput(text, options, locale)).toEqual(reading);
  });

  it('reads in the active locale when none is given', () => {
    activateTestLocale('fr-CA', {});
    try {
      expect(readNumberInput('2,50')).toEqual(ok(2.5));
    } finally {
      resetTestLocale();
    }
    expect(readNumberInput('2,50')).toEqual(no('ambiguous'));
  });
});

describe('numberInputMessage: a refusal in words, with examples the locale writes', () => {
  it('en-CA', () => {
    expect(textOf(numberInputMessage({ reason: 'ambiguous' }))).toBe(
      'This number can be read two ways: write decimals as in 2.50 and thousands as in 1,000',
    );
    expect(textOf(numberInputMessage({ reason: 'tooManyDecimals', maxDecimals: 2 }))).toBe(
      'At most 2 decimals (whole cents)',
    );
    expect(textOf(numberInputMessage({ reason: 'notANumber' }))).toBe(
      'Enter a number, for example 2.50',
    );
  });

  it('fr-CA writes its examples the French way', () => {
    activateTestLocale('fr-CA', fr);
    try {
      expect(textOf(numberInputMessage({ reason: 'ambiguous' })).replace(/\s/g, ' ')).toBe(
        'Ce nombre peut se lire de deux façons : écrivez les décimales comme dans 2,50 et les milliers comme dans 1 000',
      );
    } finally {
      resetTestLocale();
    }
  });
});

describe('reformatNumberInput: what a bid field shows after blur', () => {
  it.each<[string, 'price' | 'quantity', string]>([
    ['2.5', 'price', '2.50'],
    ['1000.5', 'price', '1,000.50'],
    ['1,000', 'quantity', '1 000'],
    ['0.015', 'price', '0.015'], // part of a cent: as typed, for its message
    ['2,50', 'price', '2,50'], // ambiguous in en-CA: as typed
  ])('en-CA %j (%s) → %j', (text, kind, shown) => {
    expect(reformatNumberInput(text, kind)).toBe(shown);
  });

  it('fr-CA writes it back the French way', () => {
    activateTestLocale('fr-CA', fr);
    try {
      expect(reformatNumberInput('2.5', 'price')).toBe('2,50');
      expect(reformatNumberInput('1000', 'quantity').replace(/\s/g, ' ')).toBe('1 000');
    } finally {
      resetTestLocale();
    }
  });
});
