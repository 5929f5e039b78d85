// Issue 35: quantities and prices read the way the active locale writes them. An
// <input type="number"> in Chromium drops what it cannot read ("2,50" in French became 250), so
// the bid form and the order-edit popup take text and read it here. What can be meant two ways is
// refused with a reason (data); `numberInputMessage` words it in the active locale.
import { formatGrams } from './format';
import { activeLocale, numberFormat, type Locale } from './i18n';
import { isWholeCents } from './money';
import { describe, type MessageDescriptor } from './i18n';
import { NUMBER_INPUT_MESSAGES as M } from './number-input.messages';

/** Why a text is not read as a number. */
export type NumberInputRefusal =
  | { reason: 'empty' }
  /** Letters or other signs than digits, spaces, one sign, '$', ',' and '.'. */
  | { reason: 'notANumber' }
  /** en-CA "2,50" (a French decimal or a slipped thousands comma?), fr-CA "1.000". */
  | { reason: 'ambiguous' }
  /** "1.000,5", en-CA "1 000,000", fr-CA "1,000.50": two conventions in one number. */
  | { reason: 'mixedSeparators' }
  /** "1.2.3", fr-CA "1,2,3". */
  | { reason: 'severalDecimalMarks' }
  /** Thousands groups that are not groups of three ("1 00", "1,00,000"). */
  | { reason: 'misplacedGrouping' }
  /** A price in cents given to the tenth of a cent ("2.505"). */
  | { reason: 'tooManyDecimals'; maxDecimals: number };

export type NumberInputReading = { ok: true; value: number } | ({ ok: false } & NumberInputRefusal);

export interface NumberInputOptions {
  /** Decimals beyond this many (after trailing zeros) are refused: 2 for a price in cents. */
  maxDecimals?: number;
}

/** Spaces a person or Intl puts between thousands: space, no-break, narrow no-break, thin. */
const SPACES = /[\u0020\u00a0\u202f\u2009]+/;
const ALLOWED = /^[0-9.,\u0020\u00a0\u202f\u2009]+$/;
/** A leading group of 1–3 digits, then groups of exactly 3. */
const isGrouped = (groups: string[]): boolean =>
  groups.length > 1 &&
  /^\d{1,3}$/.test(groups[0] ?? '') &&
  groups.slice(1).every((group) => /^\d{3}$/.test(group));

const refuse = (refusal: NumberInputRefusal): NumberInputReading => ({ ok: false, ...refusal });

/**
 * The integer part: digits, possibly grouped by `separator` (the locale's thousands separator,
 * spaces being already one). Null when its groups are not groups of three.
 */
function readWhole(text: string, separator: string | null): string | null {
  const spaced = text.split(SPACES);
  const groups = separator ? spaced.flatMap((part) => part.split(separator)) : spaced;
  if (groups.length === 1) return /^\d*$/.test(text) ? text : null;
  return isGrouped(groups) ? groups.join('') : null;
}

/** "2.", ".5" and "2.5" are numbers (the first two while typing); "." is not. */
const isDecimal = (integer: string, decimals: string): boolean =>
  /^\d*$/.test(decimals) && (integer !== '' || decimals !== '');

/**
 * Reads a quantity or a price as `locale` writes it: en-CA "1,000", "1 000", "2.50", "1,000.50";
 * fr-CA "2,50", "2.50", "1 000" (any space, as Intl writes it). A '$' before or after and a
 * leading minus are taken (the schemas then say what is wrong with a negative number).
 */
export function readNumberInput(
  input: string,
  options: NumberInputOptions = {},
  locale: Locale = activeLocale(),
): NumberInputReading {
  let text = input.trim().replace(/^\$\s*|\s*\$$/g, '');
  const negative = /^[-\u2212]/.test(text);
  if (negative) text = text.slice(1).trimStart();
  if (text === '') return refuse({ reason: 'empty' });
  if (!ALLOWED.test(text)) return refuse({ reason: 'notANumber' });

  const commas = text.split(',').length - 1;
  const dots = text.split('.').length - 1;
  const spaced = SPACES.test(text);
  let whole: string | null;
  let fraction = '';

  if (locale === 'en-CA') {
    // A point is the decimal mark; a comma or a space groups thousands.
    if (dots > 1) return refuse({ reason: 'severalDecimalMarks' });
    const [integer = '', decimals = ''] = text.split('.');
    if (dots === 1 && !isDecimal(integer, decimals)) {
      return refuse({ reason: commas > 0 ? 'mixedSeparators' : 'notANumber' });
    }
    if (commas > 0 && spaced) return refuse({ reason: 'mixedSeparators' });
    whole = readWhole(integer, commas > 0 ? ',' : null);
    // "2,50", "1,5", ",500": a French decimal or a slipped thousands comma — never guessed.
    if (whole === null && commas === 1 && dots === 0 && !spaced) {
      return refuse({ reason: 'ambiguous' });
    }
    fraction = decimals;
  } else {
    // fr-CA: a comma is the decimal mark, and a point too (an English keyboard); spaces group.
    if (commas > 0 && dots > 0) return refuse({ reason: 'mixedSeparators' });
    const mark = commas > 0 ? ',' : '.';
    if (commas > 1 || dots > 1) return refuse({ reason: 'severalDecimalMarks' });
    const [integer = '', decimals = ''] = text.split(mark);
    // "1.000" (and "12.500"): the English 1, or thousands grouped by a point — never guessed.
    if (mark === '.' && /^\d{3}$/.test(decimals) && /^[1-9]\d{0,2}$/.test(integer)) {
      return refuse({ reason: 'ambiguous' });
    }
    if (commas + dots === 1 && !isDecimal(integer, decimals)) {
      return refuse({ reason: 'notANumber' });
    }
    whole = readWhole(integer, null);
    fraction = decimals;
  }
  if (whole === null) return refuse({ reason: 'misplacedGrouping' });
  if (whole === '' && fraction === '') return refuse({ reason: 'notANumber' });
  const significant = fraction.replace(/0+$/, '');
  if (options.maxDecimals !== undefined && significant.length > options.maxDecimals) {
    return refuse({ reason: 'tooManyDecimals', maxDecimals: options.maxDecimals });
  }
  const value = Number(`${whole}.${fraction || '0'}`);
  return { ok: true, value: negative && value !== 0 ? -value : value };
}

/**
 * What the bid fields say for `reading`'s refusal (issue 36: a descriptor; the examples it shows
 * are written as the active locale writes them).
 */
export function numberInputMessage(refusal: NumberInputRefusal): MessageDescriptor {
  const decimal = numberFormat({ minimumFractionDigits: 2 }).format(2.5);
  const thousands = numberFormat({ useGrouping: true }).format(1000);
  switch (refusal.reason) {
    case 'empty':
      return describe(M, 'empty');
    case 'notANumber':
      return describe(M, 'notANumber', decimal);
    case 'ambiguous':
      return describe(M, 'ambiguous', decimal, thousands);
    case 'mixedSeparators':
      return describe(M, 'mixedSeparators', decimal, thousands);
    case 'severalDecimalMarks':
      return describe(M, 'severalDecimalMarks', decimal);
    case 'misplacedGrouping':
      return describe(M, 'misplacedGrouping', thousands);
    case 'tooManyDecimals':
      return describe(M, 'tooManyDecimals', refusal.maxDecimals);
  }
}

/**
 * A number as the bid fields show it back after blur, in the active locale: a price with its
 * cents ("1,000.50", "1 000,50"), grams grouped with spaces as spec §9 shows them ("1 000").
 * `readNumberInput` reads both back.
 */
export function formatNumberInput(value: number, kind: 'price' | 'quantity'): string {
  return kind === 'price'
    ? numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
    : formatGrams(value);
}

/**
 * The text a bid field shows after blur: a value that reads, as the locale writes it; anything
 * else as typed (its message says why), and a price of part of a cent too — never rounded out of
 * sight ("0.015" stays, and the whole-cents rule refuses it).
 */
export function reformatNumberInput(text: string, kind: 'price' | 'quantity'): string {
  const reading = readNumberInput(text);
  if (!reading.ok || (kind === 'price' && !isWholeCents(reading.value))) return text;
  return formatNumberInput(reading.value, kind);
}
