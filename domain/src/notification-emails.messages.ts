// Issue 20: the emails of notifications (docs/api.md "Notifications"), plain and short: a subject,
// one line that says what happened, the link into the app, and where to stop them. The API renders
// them in the recipient's language (its contact's Language, en-CA when none) when it queues the
// email; `{product}` is the listing's name, `{quantity}` and `{price}` are already formatted for
// that language ('1 000 g', '$2.50' / '2,50 $').
import { defineMessages, msg } from './i18n';

const product = (product: string) => ({ product });

export const NOTIFICATION_EMAIL_MESSAGES = defineMessages('domain.notificationEmails', {
  bid_approvedSubject: msg('Your bid on {product} was approved', product),
  bid_approvedBody: msg('The Leafbid team approved your bid on {product}.', product),
  bid_completedSubject: msg('Your order of {product} is completed', product),
  bid_completedBody: msg('Your bid on {product} is now completed.', product),
  bid_counteredSubject: msg('A counter-offer on your bid for {product}', product),
  bid_counteredBody: msg(
    'The seller proposes {quantity} at {price} per gram for {product}. Accept or decline it in Orders.',
    (product: string, quantity: string, price: string) => ({ product, quantity, price }),
  ),
  listing_publishedSubject: msg('Your listing {product} is published', product),
  listing_publishedBody: msg('{product} is now visible to buyers in the marketplace.', product),
  listing_declinedSubject: msg('Your listing {product} was not published', product),
  listing_declinedBody: msg(
    'The Leafbid team did not publish {product}. Their note: {note}',
    (product: string, note: string) => ({ product, note }),
  ),
  bid_receivedSubject: msg('A new bid on {product}', product),
  bid_receivedBody: msg(
    'A buyer bids for {quantity} at {price} per gram on {product}.',
    (product: string, quantity: string, price: string) => ({ product, quantity, price }),
  ),
  counter_answeredSubject: msg(
    '{answer, select, accepted {Your counter-offer on {product} was accepted} other {Your counter-offer on {product} was declined}}',
    (product: string, answer: string) => ({ product, answer }),
  ),
  counter_answeredBody: msg(
    '{answer, select, accepted {The buyer accepted your counter-offer on {product}: the bid now has its terms.} other {The buyer declined your counter-offer on {product}: the bid keeps its terms.}}',
    (product: string, answer: string) => ({ product, answer }),
  ),
  account_verifiedSubject: 'Your Leafbid account is verified',
  account_verifiedBody: 'Your licence documents were checked: you can now bid and list on Leafbid.',
  account_suspendedSubject: 'Your Leafbid account is suspended',
  account_suspendedBody: msg(
    'Your account was suspended. Reason: {reason}. Please contact the Leafbid operator team.',
    (reason: string) => ({ reason }),
  ),
  account_reinstatedSubject: 'Your Leafbid account is reinstated',
  account_reinstatedBody: 'Your account is active again: you can bid and list on Leafbid.',
  listing_reviewSubject: msg('A listing awaits review: {product}', product),
  listing_reviewBody: msg('{product} awaits your review in the operator console.', product),
  counter_to_relaySubject: msg('A counter-offer to relay: {product}', product),
  counter_to_relayBody: msg(
    'A seller proposed a counter-offer on {product}. Relay or withdraw it in the operator console.',
    product,
  ),
  /** The link line: the app's URL and the notification's path. */
  open: msg('Open Leafbid: {url}', (url: string) => ({ url })),
  /** The last line: where the recipient turns these emails off. */
  settings: msg(
    'Choose which notifications reach you by email in Settings: {url}',
    (url: string) => ({
      url,
    }),
  ),
  /** A parameter the notification did not carry (an older row, a missing product name). */
  unknown: 'your listing',
});

/** PUT /notification-settings refusals (docs/api.md "Notifications"). */
export const NOTIFICATION_SETTINGS_MESSAGES = defineMessages('domain.notificationSettings', {
  kindNotYours: msg('{kind} is not a notification of your account', (kind: string) => ({ kind })),
  kindTwice: msg('{kind} is given more than once', (kind: string) => ({ kind })),
});
