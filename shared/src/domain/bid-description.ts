// Spec §3 (Task): "Description encodes the bid as text in the form
// 'QUANTITY: n PRICE PER GRAM: n TOTAL: n'". Spec §2 (Orders) reads it back by those labels.

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

/** quantity × price, rounded to cents (half up; 12 significant digits first absorb float noise). */
export function bidTotal(quantity: number, pricePerGram: number): number {
  return Math.round(Number((quantity * pricePerGram).toPrecision(12)) * 100) / 100;
}

export function formatBidDescription({ quantity, pricePerGram, total }: Bid): string {
  return `QUANTITY: ${quantity} PRICE PER GRAM: ${pricePerGram} TOTAL: ${total}`;
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
