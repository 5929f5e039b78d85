// Spec §2: "All page titles have the form '{Title} - {product}'."
import { OPERATOR_MESSAGES } from '@leafbid/shared/domain';

export const PAGE_TITLES = {
  dashboard: 'Dashboard',
  marketplace: 'Marketplace',
  orders: 'Orders',
  listings: 'My Listings',
  settings: 'Settings',
  login: 'Login',
  join: 'Join',
  reset: 'Reset Password',
  confirmAccount: 'Account Confirmation',
  operator: OPERATOR_MESSAGES.title,
} as const;

export type PageTitleText = (typeof PAGE_TITLES)[keyof typeof PAGE_TITLES];
