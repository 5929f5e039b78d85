// The host shell's own texts (issue 17: each app owns its catalogue; issue 19: ICU messages, en-CA
// here verbatim from the spec, fr-CA in locales/fr-CA.json). The remotes' page titles and
// navigation labels come from their descriptions; the platform's notices are in
// app/platform/messages.ts. At the package root so that features and src/app both import it
// (features never import src/app: tooling/eslint/boundaries.mjs).
import { defineMessages, msg } from '@leafbid/domain';

/**
 * Spec §2 "Screens and routes": the Dashboard is the host's own page: its '{Title}' of
 * '{Title} - Leafbid' and its navigation link.
 */
export const DASHBOARD_MESSAGES = defineMessages('host.dashboard', {
  pageTitle: 'Dashboard',
  navigationLabel: 'Dashboard',
});

/** Spec §2 "All page titles have the form '{Title} - Leafbid'": every page's, the remotes' too. */
export const PAGE_TITLE_MESSAGES = defineMessages('host.page', {
  title: msg('{title} - Leafbid', (title: string) => ({ title })),
});

/** The host shell's landmarks (spec §2 App shell, Dashboard). */
export const SHELL_MESSAGES = defineMessages('host.shell', {
  mainNavigation: 'Main',
  dashboardSidebar: 'Dashboard sidebar',
  skipToContent: 'Skip to content',
  /** The header's brand link (to the dashboard). */
  home: 'Leafbid home',
});

/** Spec §2 App shell: the header's user menu (the name, Settings and Logout). */
export const USER_MENU_MESSAGES = defineMessages('host.userMenu', {
  /** Starts with the name the button shows (WCAG 2.5.3 Label in Name, issue 35). */
  accountMenu: msg('{name}, account menu', (name: string) => ({ name })),
  /** The same button while the profile loads: no name shown yet. */
  accountMenuLoading: 'Account menu, loading your name',
  settings: 'Settings',
  logout: 'Logout',
  /** Issue 19: the language choice in the menu. */
  language: 'Language',
});

/** Spec §2 App shell: the loading overlay (at start and during route changes) and a failed start. */
export const LOADING_MESSAGES = defineMessages('host.loading', {
  loading: 'Loading…',
  startFailedTitle: 'Leafbid could not start',
  startFailedText: 'Please check your connection and reload the page.',
  reload: 'Reload',
});

/** Spec §2 Support popup and §4/§5 Support request: the host's popup. */
export const SUPPORT_MESSAGES = defineMessages('host.support', {
  title: 'Support Request',
  label: 'How can we help?',
  placeholder: 'Describe your issue...',
  submit: 'Submit Request',
  submitting: 'Submitting...',
  sent: 'Your support request has been sent.',
});

/**
 * Issue 11 (spec §6 "the operator may refuse, suspend or terminate access"): the host's banner for
 * a suspended account, with the operator's reason from the profile (Suspension_Reason).
 */
export const SUSPENSION_MESSAGES = defineMessages('host.suspension', {
  title: 'Your account is suspended',
  reason: msg('Reason: {reason}', (reason: string) => ({ reason })),
  noReason: 'The operator gave no reason.',
  help: 'You can still update your profile in Settings. Please contact the Leafbid operator team to have your account reinstated.',
  /** Issue 18: where a suspended account uploads a current licence (/account-documents). */
  uploadDocuments: 'Upload a current licence or permit',
});

/**
 * Issue 35: the API's media cookie (POST /token) did not come back on a probe: images, live
 * updates and CSV downloads cannot work, said in words instead of lost silently.
 */
export const MEDIA_COOKIE_MESSAGES = defineMessages('host.mediaCookie', {
  title: 'Images, live updates and downloads are unavailable',
  text: msg(
    'This browser did not keep the cookie from {api} that lets product images, live updates and CSV downloads load. Allow cookies for that site, or open Leafbid at the same host name as its API, then reload the page.',
    (api: string) => ({ api }),
  ),
  reload: 'Reload the page',
});

/** Spec §3 Contact_Type values, as the status pages name them. */
export const ROLE_MESSAGES = defineMessages('host.roles', {
  Buyer: 'Buyer',
  Seller: 'Seller',
  Admin: 'Admin',
  /** Two alternatives of a list ('Seller or Admin'); longer lists repeat it. */
  either: msg('{first} or {second}', (first: string, second: string) => ({ first, second })),
});

const roleWord = (role: string): string =>
  role === 'Buyer' || role === 'Seller' || role === 'Admin' ? ROLE_MESSAGES[role] : role;

/** 'Buyer', 'Seller or Admin', 'Buyer or Seller or Admin', in the active locale. */
function roleList(roles: readonly string[]): string {
  const words = roles.map(roleWord);
  return words.length === 0 ? '' : words.reduce((list, word) => ROLE_MESSAGES.either(list, word));
}

/**
 * Issue 18: an address no page answers, and a page the signed-in user's role may not open, say so
 * (they used to land on the dashboard without a word).
 */
export const STATUS_PAGE_MESSAGES = defineMessages('host.statusPage', {
  notFoundTitle: 'Page not found',
  notFoundText: msg(
    'There is no page at {path}. The link may be mistyped, or the page may have moved.',
    (path: string) => ({ path }),
  ),
  notAllowedTitle: 'Not allowed',
  /** `roles`: the roles the page is for, worded by ROLE_MESSAGES ('Seller or Admin'). */
  notAllowedText: msg(
    'This page is for {roles} accounts only. If your company needs it, please contact the Leafbid operator team.',
    (roles: readonly string[]) => ({ roles: roleList(roles) }),
  ),
  backToDashboard: 'Go to the dashboard',
});

/**
 * Issue 20: the header's notification centre (a bell with the unread count, the list, mark as
 * read). One text per notification kind, read with the notification's params (docs/api.md
 * "Notifications"): product_name, note, reason, quantity (grams, formatted), price (money per
 * gram, formatted), answer ('accepted' / 'declined').
 */
export const NOTIFICATION_MESSAGES = defineMessages('host.notifications', {
  /** The bell's accessible name, with the unread count. */
  bell: msg(
    '{count, plural, =0 {Notifications} one {Notifications, # unread} other {Notifications, # unread}}',
    (count: number) => ({ count }),
  ),
  /** The badge when more than 99 are unread. */
  manyUnread: '99+',
  title: 'Notifications',
  markAllRead: 'Mark all as read',
  empty: 'No notifications yet',
  loading: 'Loading notifications',
  loadFailed: 'Notifications could not be loaded.',
  markFailed: 'The notifications could not be marked as read.',
  retry: 'Retry',
  loadMore: 'Load more',
  loadingMore: 'Loading…',
  /** Said before an unread notification's text (its dot is not enough). */
  unread: 'Unread:',
  justNow: 'Just now',
  /** A notification's product when its name is unknown. */
  unnamedProduct: 'a product',
  // Issue 35: a buyer's bid notifications name the bid's grams and its reference as Orders shows
  // it ('#Ab3xY9qL'); a notification written before carries neither.
  bid_approved: msg(
    '{hasReference, select, yes {Your bid {reference} for {quantity} g of {product} was approved.} other {Your bid on {product} was approved.}}',
    (product: string, quantity: string, reference: string | null) => ({
      product,
      quantity,
      reference: reference ?? '',
      hasReference: reference ? 'yes' : 'no',
    }),
  ),
  bid_completed: msg(
    '{hasReference, select, yes {Your bid {reference} for {quantity} g of {product} was completed.} other {Your bid on {product} was completed.}}',
    (product: string, quantity: string, reference: string | null) => ({
      product,
      quantity,
      reference: reference ?? '',
      hasReference: reference ? 'yes' : 'no',
    }),
  ),
  bid_countered: msg(
    '{hasReference, select, yes {Counter-offer on your bid {reference} for {product}: {quantity} g at {price} per gram.} other {Counter-offer on your bid for {product}: {quantity} g at {price} per gram.}}',
    (product: string, quantity: string, price: string, reference: string | null) => ({
      product,
      quantity,
      price,
      reference: reference ?? '',
      hasReference: reference ? 'yes' : 'no',
    }),
  ),
  // Issue 35: the operator declined a bid (with its reason); a listing deleted under an approved bid.
  bid_declined: msg(
    'Your bid {reference} for {quantity} g of {product} was declined. Reason: {reason}',
    (product: string, quantity: string, reference: string, reason: string) => ({
      product,
      quantity,
      reference,
      reason,
    }),
  ),
  listing_deleted: msg(
    'The listing {product} was deleted: your approved bid {reference} for {quantity} g at {price} per gram. The Leafbid team will contact you.',
    (product: string, quantity: string, price: string, reference: string) => ({
      product,
      quantity,
      price,
      reference,
    }),
  ),
  listing_published: msg('Your listing {product} was published.', (product: string) => ({
    product,
  })),
  listing_declined: msg(
    "{hasNote, select, yes {Your listing {product} was declined. The operator's note: {note}} other {Your listing {product} was declined.}}",
    (product: string, note: string | null) => ({
      product,
      note: note ?? '',
      hasNote: note ? 'yes' : 'no',
    }),
  ),
  bid_received: msg(
    'New bid on your listing {product}: {quantity} g at {price} per gram.',
    (product: string, quantity: string, price: string) => ({ product, quantity, price }),
  ),
  counter_answered: msg(
    '{answer, select, accepted {The buyer accepted your counter-offer on {product}.} declined {The buyer declined your counter-offer on {product}.} other {The buyer answered your counter-offer on {product}.}}',
    (product: string, answer: string) => ({ product, answer }),
  ),
  account_verified: 'Your account was verified.',
  account_suspended: msg(
    '{hasReason, select, yes {Your account was suspended. Reason: {reason}} other {Your account was suspended.}}',
    (reason: string | null) => ({ reason: reason ?? '', hasReason: reason ? 'yes' : 'no' }),
  ),
  account_reinstated: 'Your account was reinstated.',
  listing_review: msg('A listing awaits review: {product}.', (product: string) => ({ product })),
  counter_to_relay: msg('A counter-offer on {product} awaits relay.', (product: string) => ({
    product,
  })),
  // Issue 35: an account confirmed and awaits the operator's Verify; a new bid to move.
  account_to_verify: msg(
    '{hasCompany, select, yes {An account awaits verification: {account} ({company}).} other {An account awaits verification: {account}.}}',
    (account: string, company: string | null) => ({
      account,
      company: company ?? '',
      hasCompany: company ? 'yes' : 'no',
    }),
  ),
  /** An account whose name the notification does not carry. */
  unnamedAccount: 'an account',
  /** Issue 37: the API switched a failing canary release off (Admins). */
  release_rolled_back: msg(
    'The canary release {release} of {remote} was rolled back automatically: it failed in {canaryRate} of its sessions, the stable release in {stableRate}.',
    (remote: string, release: string, canaryRate: string, stableRate: string) => ({
      remote,
      release,
      canaryRate,
      stableRate,
    }),
  ),
  bid_to_move: msg(
    'New bid to move: {quantity} g of {product} at {price} per gram ({reference}).',
    (product: string, quantity: string, price: string, reference: string) => ({
      product,
      quantity,
      price,
      reference,
    }),
  ),
  /** A kind this version of the app does not know yet. */
  other: 'You have a new notification.',
});
