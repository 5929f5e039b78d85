// Issue 18 (spec §6: "eligibility is limited to Canadian legal entities holding a Health Canada
// licence; the operator may refuse, suspend or terminate access"): a confirmed account may browse,
// but it bids and lists only once the operator has verified its licence documents; a suspended
// seller's listings leave the marketplace. The API answers with these descriptors and the screens word
// them, so both say the same thing (VERIFICATION_MESSAGES, in ./messages: a catalogue module).
import { describe, type MessageDescriptor } from './i18n';
import { VERIFICATION_MESSAGES } from './messages';

/** The largest licence document the API takes (its MAX_UPLOAD_BYTES default): checked before upload. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The licence documents' file types (spec §2 Confirm account: .pdf, .jpg, .jpeg, .png). */
export const DOCUMENT_MIME_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;

/** Who the trading rule reads: the profile's confirmation, verification and suspension. */
export interface TradingStanding {
  Account_Confirmed?: boolean | null;
  Account_Verified?: boolean | null;
  Account_Suspended?: boolean | null;
}

/** Bids and listings: a confirmed account the operator verified and has not suspended. */
export function canTrade(account: TradingStanding | null | undefined): boolean {
  return (
    account?.Account_Confirmed === true &&
    account.Account_Verified === true &&
    account.Account_Suspended !== true
  );
}

/** Whether `file` may be sent as a licence document; the text to show when it may not. */
export function documentProblem(file: {
  name: string;
  type: string;
  size: number;
}): MessageDescriptor | null {
  const extension = /\.(pdf|jpe?g|png)$/i.test(file.name);
  const type = file.type === '' || (DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type);
  if (!extension || !type) return describe(VERIFICATION_MESSAGES, 'documentType', file.name);
  if (file.size > DOCUMENT_MAX_BYTES) {
    return describe(
      VERIFICATION_MESSAGES,
      'documentTooLarge',
      file.name,
      DOCUMENT_MAX_BYTES / (1024 * 1024),
    );
  }
  return null;
}
