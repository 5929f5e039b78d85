// Issue 35 "No overselling": a listing's stock, what its approved bids reserve and what is left.
// One rule for the API (which refuses an approval or a counter-offer beyond it) and the operator's
// console (which shows it). Lots do not exist yet: the stock is the listing's.
import type { TaskStatus } from './types';

type Num = number | null | undefined;

const orZero = (n: Num): number => (typeof n === 'number' && Number.isFinite(n) ? n : 0);

/** Spec §5 availability: what a listing can sell, now plus upcoming in 3 months. */
export function listingStock(gramsNow: Num, upcoming: Num): number {
  return Math.max(0, orZero(gramsNow)) + Math.max(0, orZero(upcoming));
}

/**
 * The statuses whose grams are reserved: the operator approved the bid (Approved, Completed). A
 * pending bid, or one whose counter-offer the buyer accepted, reserves nothing until approved; a
 * declined or deleted bid releases what it held.
 */
export const RESERVING_BID_STATUSES = ['Approved', 'Completed'] as const satisfies TaskStatus[];

export function reservesStock(status: string | null | undefined): boolean {
  return (RESERVING_BID_STATUSES as readonly string[]).includes(status ?? '');
}

/** What is left of `stock` once `reserved` grams are taken (never below 0: an older oversell). */
export function gramsLeft(stock: number, reserved: number): number {
  return Math.max(0, stock - reserved);
}

/** Whether `quantity` grams fit in what is left (a missing or non-positive quantity never fits). */
export function fitsStock(quantity: Num, left: number): boolean {
  return (
    typeof quantity === 'number' && Number.isFinite(quantity) && quantity > 0 && quantity <= left
  );
}
