// Issue 20: what a notification says, from its kind and params, in the active locale (numbers and
// money through the domain's formatters), and when it arrived.
import { activeLocale, formatGrams, formatLocaleDate, formatMoney } from '@leafbid/domain';
import { NOTIFICATION_MESSAGES as M } from '../../messages';
import type { NotificationItem } from './api/notifications';

type Params = NotificationItem['params'];

const text = (params: Params, key: string): string | null => {
  const value = params[key];
  if (typeof value === 'number') return String(value);
  return typeof value === 'string' && value.trim() ? value.trim() : null;
};

const number = (params: Params, key: string): number | null => {
  const value = params[key];
  const n = typeof value === 'string' && value.trim() ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};

/** The notification's sentence ('Your bid on Blue Dream was approved.'). */
export function notificationText({ kind, params }: Pick<NotificationItem, 'kind' | 'params'>) {
  const product = text(params, 'product_name') ?? M.unnamedProduct;
  const quantity = formatGrams(number(params, 'quantity'));
  const price = formatMoney(number(params, 'price_per_gram'));
  const reference = text(params, 'reference');
  switch (kind) {
    case 'bid_approved':
      return M.bid_approved(product, quantity, reference);
    case 'bid_completed':
      return M.bid_completed(product, quantity, reference);
    case 'bid_countered':
      return M.bid_countered(product, quantity, price, reference);
    case 'bid_declined':
      return M.bid_declined(product, quantity, reference ?? '-', text(params, 'reason') ?? '-');
    case 'listing_deleted':
      return M.listing_deleted(product, quantity, price, reference ?? '-');
    case 'listing_published':
      return M.listing_published(product);
    case 'listing_declined':
      return M.listing_declined(product, text(params, 'note'));
    case 'bid_received':
      return M.bid_received(product, quantity, price);
    case 'counter_answered':
      return M.counter_answered(product, text(params, 'answer') ?? '');
    case 'account_verified':
      return M.account_verified;
    case 'account_suspended':
      return M.account_suspended(text(params, 'reason'));
    case 'account_reinstated':
      return M.account_reinstated;
    case 'listing_review':
      return M.listing_review(product);
    case 'counter_to_relay':
      return M.counter_to_relay(product);
    case 'account_to_verify':
      return M.account_to_verify(
        text(params, 'account_name') ?? M.unnamedAccount,
        text(params, 'company'),
      );
    case 'release_rolled_back':
      return M.release_rolled_back(
        text(params, 'remote') ?? '-',
        text(params, 'release') ?? '-',
        text(params, 'canary_rate') ?? '-',
        text(params, 'stable_rate') ?? '-',
      );
    case 'bid_to_move':
      return M.bid_to_move(product, quantity, price, reference ?? '-');
    default:
      return M.other;
  }
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * When it arrived: 'Just now', '5 minutes ago', '3 hours ago' within a day, else a short date and
 * time ('Nov 24, 2026, 3:05 p.m.'). '' when the API gave no readable time.
 */
export function notificationTime(createdAt: string, now = Date.now()): string {
  const at = Date.parse(createdAt);
  if (!Number.isFinite(at)) return '';
  const ago = now - at;
  if (ago < MINUTE) return M.justNow;
  if (ago < DAY) {
    const relative = new Intl.RelativeTimeFormat(activeLocale(), { numeric: 'always' });
    return ago < HOUR
      ? relative.format(-Math.floor(ago / MINUTE), 'minute')
      : relative.format(-Math.floor(ago / HOUR), 'hour');
  }
  return formatLocaleDate(at, { dateStyle: 'medium', timeStyle: 'short' });
}
