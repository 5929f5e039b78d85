// Spec §3 (Task): "Description encodes the bid as text in the form
// 'QUANTITY: n PRICE PER GRAM: n TOTAL: n'". Spec §2 (Orders) reads it back by those labels.
import { centsToDollars, totalCents } from './money';

export interface Bid {
  quantity: number;
  pricePerGram: number;
  total: number;
}

export interface ParsedBid {
  quantity: number | null;
  pricePerGram: number | null;
  total: number | null;
}

/** quantity × price, computed in integer cents (money is whole cents: see money.ts). */
export function bidTotal(quantity: number, pricePerGram: number): number {
  return centsToDollars(totalCents(quantity, pricePerGram));
}

// Built on first use, not when the module loads (issue 22): a page's first Intl formatter costs
// the browser its number data, which the sign-in page never needs.
const plain = (maxDecimals: number) =>
  new Intl.NumberFormat('en-US', { maximumFractionDigits: maxDecimals, useGrouping: false });
let grams: Intl.NumberFormat | undefined;
let money: Intl.NumberFormat | undefined;
const GRAMS = () => (grams ??= plain(0));
const MONEY = () => (money ??= plain(2));

/** Plain digits, never an exponent (1e-7 → '0', 1e21 → '1000000000000000000000'), no '-0'. */
function plainNumber(value: number, format: () => Intl.NumberFormat): string {
  if (!Number.isFinite(value)) return '0';
  const text = format().format(value);
  return text === '-0' ? '0' : text;
}

/** Whole grams; price and total with up to 2 decimals (trailing zeros dropped). */
export function formatBidDescription({ quantity, pricePerGram, total }: Bid): string {
  return `QUANTITY: ${plainNumber(quantity, GRAMS)} PRICE PER GRAM: ${plainNumber(pricePerGram, MONEY)} TOTAL: ${plainNumber(total, MONEY)}`;
}

// Tolerant: any order, newlines or extra spaces, '$', thousands commas, decimals.
const NUMBER = String.raw`\s*:\s*\$?\s*(-?[\d,]*\.?\d+)`;
const LABELS = {
  quantity: new RegExp(String.raw`\bQUANTITY${NUMBER}`, 'i'),
  pricePerGram: new RegExp(String.raw`\bPRICE\s+PER\s+GRAM${NUMBER}`, 'i'),
  total: new RegExp(String.raw`\bTOTAL${NUMBER}`, 'i'),
};

function readLabel(text: string, pattern: RegExp): number | null {
  const raw = pattern.exec(text)?.[1];
  if (raw === undefined) return null;
  const value = Number(raw.replace(/,/g, ''));
  return Number.isFinite(value) ? value : null;
}

export function parseBidDescription(text: string | null | undefined): ParsedBid {
  const source = text ?? '';
  return {
    quantity: readLabel(source, LABELS.quantity),
    pricePerGram: readLabel(source, LABELS.pricePerGram),
    total: readLabel(source, LABELS.total),
  };
}
