/**
 * Issue 19 / 36: every error the API answers names its text by a stable code — the message id of
 * the descriptor a rule or a schema answered — with the text's arguments, next to the English
 * text itself (docs/api.md "Errors"). The browser shows the code's text in the user's language.
 * Nothing here reads a sentence back into a code: rules and schemas answer descriptors.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  activateLocale,
  API_ERROR_MESSAGES,
  compileSourcesWith,
  describe,
  textOf,
  type MessageDescriptor,
  type MessageValues,
} from '@leafbid/domain';
import { issueDescriptor } from '@leafbid/domain/schemas';

/** A text as the API answers it: its code (the message id), its arguments and its en-CA words. */
export interface CodedText {
  code: string;
  params?: MessageValues;
  text: string;
}

/**
 * The API speaks en-CA: the catalogue's sources, compiled on the fly (ICU plurals included), also
 * in a production process, where Lingui has no compiler of its own. Called where the app is
 * built (buildApp) and by the tests; calling it again changes nothing.
 */
export function useEnglishTexts(): void {
  compileSourcesWith(compileMessage);
  // Loading the (empty) en-CA catalogue first: activating an unloaded locale warns.
  activateLocale('en-CA', {});
}

/** A descriptor as the API answers it: its id as the code, its values as params, its words. */
export const coded = (descriptor: MessageDescriptor): CodedText => ({
  code: descriptor.id,
  ...(descriptor.values ? { params: descriptor.values } : {}),
  text: textOf(descriptor),
});

type ApiMessages = typeof API_ERROR_MESSAGES;
type ApiKey = keyof ApiMessages & string;
type ArgsOf<G, K extends keyof G> = G[K] extends (...args: infer A) => string ? A : [];

/** One of the API's generic texts (domain.api.*): `apiText('fileLargerThan', '10 MB')`. */
export function apiText<K extends ApiKey>(key: K, ...args: ArgsOf<ApiMessages, K>): CodedText {
  return coded(describe(API_ERROR_MESSAGES, key, ...args));
}

/**
 * A domain rule's text with its message id as code: `domainText(OPERATOR_API_MESSAGES,
 * 'bidOneStep', 'Accepted', 'Completed')` → {code: '<its id>', params, text}. The group is one of
 * @leafbid/domain's `defineMessages` groups.
 */
export function domainText<G extends object, K extends keyof G & string>(
  group: G,
  key: K,
  ...args: ArgsOf<G, K>
): CodedText {
  return coded(describe(group, key, ...args));
}

/**
 * A schema issue as the API answers it: the message it names (its params carry the descriptor),
 * or, for a check of zod's own without a message of ours, domain.api.invalidInput with zod's
 * words.
 */
export function issueCodedText(issue: { message?: string; params?: unknown }): CodedText {
  const descriptor = issueDescriptor(issue);
  return descriptor ? coded(descriptor) : apiText('invalidInput', issue.message ?? 'Invalid input');
}
