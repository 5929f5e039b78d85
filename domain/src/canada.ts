// Issue 18: the Canadian formats a company joins with — a North American (NANP) phone number, a
// Canada Post postal code and one of the 13 provinces and territories. The Join form and
// POST /contacts/create both check them through the domain's schemas, and store the normal form.
import { activeLocale } from './i18n';
import { PROVINCE_MESSAGES } from './rules.messages';

/** The 13 provinces and territories' Canada Post codes, in alphabetical order of their English name. */
const CODES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NT',
  'NS',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

export type ProvinceCode = (typeof CODES)[number];

export interface Province {
  readonly code: ProvinceCode;
  /** The name in the active locale ('Quebec', fr-CA 'Québec'), read each time. */
  readonly name: string;
}

/** The 13 provinces and territories, by their Canada Post code, in alphabetical order of English name. */
export const PROVINCES: readonly Province[] = CODES.map((code) => ({
  code,
  get name(): string {
    return PROVINCE_MESSAGES[code];
  },
}));

export const PROVINCE_CODES = [...CODES] as [ProvinceCode, ...ProvinceCode[]];

/** A province's or territory's name from its code (in the active locale), or null for an unknown code. */
export const provinceName = (code: string | null | undefined): string | null =>
  PROVINCES.find((p) => p.code === code)?.name ?? null;

/** The provinces and territories in alphabetical order of their name in the active locale (a select's options). */
export function provincesByName(): Array<{ code: ProvinceCode; name: string }> {
  const locale = activeLocale();
  return PROVINCES.map(({ code, name }) => ({ code, name })).sort((a, b) =>
    a.name.localeCompare(b.name, locale),
  );
}

/**
 * The 10 digits of a North American phone number, or null. Accepts the usual ways of writing one:
 * '416-555-0123', '(416) 555-0123', '416.555.0123', '4165550123', '+1 416 555 0123',
 * '1-416-555-0123'. The area code and the exchange start with 2–9 (NANP).
 */
export function phoneDigits(input: string): string | null {
  const value = input.trim();
  if (!/^\+?[\d\s().-]+$/.test(value)) return null;
  let digits = value.replace(/\D/g, '');
  if (value.startsWith('+') && !(digits.length === 11 && digits.startsWith('1'))) return null;
  if (digits.length === 11 && digits.startsWith('1')) digits = digits.slice(1);
  return /^[2-9]\d{2}[2-9]\d{6}$/.test(digits) ? digits : null;
}

/** '4165550123' → '416-555-0123'; anything that is not a valid number stays as it was. */
export function normalisePhone(input: string): string {
  const digits = phoneDigits(input);
  return digits ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : input;
}

export const isCanadianPhone = (input: string): boolean => phoneDigits(input) !== null;

/**
 * A Canada Post postal code 'A1A 1A1': no D, F, I, O, Q or U anywhere, and no W or Z first.
 * Lowercase, no space, a hyphen or extra spaces in the middle are accepted.
 */
const POSTAL_CODE = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])[\s-]*(\d[ABCEGHJ-NPRSTV-Z]\d)$/;

/** 'k1a0b1' → 'K1A 0B1'; anything that is not a valid postal code stays as it was. */
export function normalisePostalCode(input: string): string {
  const match = POSTAL_CODE.exec(input.trim().toUpperCase());
  return match ? `${match[1]} ${match[2]}` : input;
}

export const isCanadianPostalCode = (input: string): boolean =>
  POSTAL_CODE.test(input.trim().toUpperCase());
