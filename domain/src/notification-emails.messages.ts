// Issue 20: the emails of notifications (docs/api.md "Notifications"), plain and short: a subject,
// one line that says what happened, the link into the app, and where to stop them. The API renders
// them in the recipient's language (its contact's Language, en-CA when none) when it queues the
// email; `{product}` is the listing's name, `{quantity}` and `{price}` are already formatted for
// that language ('1 000 g', '$2.50' / '2,50 $').
import { defineMessages, msg } from './i18n';

const product = (product: string) => ({ product });

export const NOTIFICATION_EMAIL_MESSAGES = defineMessages('domain.notificationEmails', {
  bid_approvedSubject: msg('Your bid on {product} was approved', product),
  // Issue 35: a buyer's bid emails name the bid's grams and its reference, as Orders shows them.
  bid_approvedBody: msg(
    'The Leafbid team approved your bid {reference} for {quantity} of {product}.',
    (product: string, quantity: string, reference: string) => ({ product, quantity, reference }),
  ),
  bid_completedSubject: msg('Your order of {product} is completed', product),
  bid_completedBody: msg(
    'Your bid {reference} for {quantity} of {product} is now completed.',
    (product: string, quantity: string, reference: string) => ({ product, quantity, reference }),
  ),
  // Issue 35: the operator declined a bid (its reason), and a listing deleted under an approved bid.
  bid_declinedSubject: msg('Your bid on {product} was declined', product),
  bid_declinedBody: msg(
    'The Leafbid team declined your bid {reference} for {quantity} of {product}. Their reason: {reason}',
    (product: string, quantity: string, reference: string, reason: string) => ({
      product,
      quantity,
      reference,
      reason,
    }),
  ),
  listing_deletedSubject: msg('The listing {product} was deleted', product),
  listing_deletedBody: msg(
    'The seller deleted the listing {product}, on which your bid {reference} for {quantity} at {price} per gram was approved. The Leafbid team will contact you about it.',
    (product: string, quantity: string, price: string, reference: string) => ({
      product,
      quantity,
      price,
      reference,
    }),
  ),
  bid_counteredSubject: msg('A counter-offer on your bid for {product}', product),
  bid_counteredBody: msg(
    'The seller proposes {quantity} at {price} per gram for {product} (your bid {reference}). Accept or decline it in Orders.',
    (product: string, quantity: string, price: string, reference: string) => ({
      product,
      quantity,
      price,
      reference,
    }),
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
  /** `{reasonSentence}`: the operator's reason ending with its own punctuation (never '..'). */
  account_suspendedBody: msg(
    'Your account was suspended. Reason: {reasonSentence} Please contact the Leafbid operator team.',
    (reasonSentence: string) => ({ reasonSentence }),
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
  // Issue 35: an account confirmed and awaits the operator's Verify; a new bid to move.
  account_to_verifySubject: msg('An account awaits verification: {account}', (account: string) => ({
    account,
  })),
  account_to_verifyBody: msg(
    '{hasCompany, select, yes {{account} ({company}) confirmed its account with its licence documents.} other {{account} confirmed its account with its licence documents.}} Check them and verify the account in the operator console.',
    (account: string, company: string | null) => ({
      account,
      company: company ?? '',
      hasCompany: company ? 'yes' : 'no',
    }),
  ),
  bid_to_moveSubject: msg('A new bid to move: {product}', product),
  bid_to_moveBody: msg(
    'A buyer bids for {quantity} at {price} per gram on {product} (bid {reference}). Move it in the operator console.',
    (product: string, quantity: string, price: string, reference: string) => ({
      product,
      quantity,
      price,
      reference,
    }),
  ),
  // Issue 37: the API switched a remote's canary release off (its failure rate against stable's).
  release_rolled_backSubject: msg(
    'Canary of {remote} rolled back automatically',
    (remote: string) => ({ remote }),
  ),
  release_rolled_backBody: msg(
    'The canary release {release} of {remote} failed in {canaryRate} of its sessions against {stableRate} for the stable release, so Leafbid switched it off: every user now gets the stable release. See the Platform tab of the operator console.',
    (remote: string, release: string, canaryRate: string, stableRate: string) => ({
      remote,
      release,
      canaryRate,
      stableRate,
    }),
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
  /** An account whose name the notification did not carry. */
  unknownAccount: 'An account',
});

/** PUT /notification-settings refusals (docs/api.md "Notifications"). */
export const NOTIFICATION_SETTINGS_MESSAGES = defineMessages('domain.notificationSettings', {
  kindNotYours: msg('{kind} is not a notification of your account', (kind: string) => ({ kind })),
  kindTwice: msg('{kind} is given more than once', (kind: string) => ({ kind })),
});
