/**
 * Issue 19: every error the API answers names its text by a stable code — the text's message id
 * in @leafbid/domain's catalogue — with the text's arguments, next to the English text itself
 * (docs/api.md "Errors"). The browser shows the code's text in the user's language.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  activateLocale,
  API_ERROR_MESSAGES,
  compileSourcesWith,
  describeMessage,
  messageId,
  messageSources,
  type CodedText,
  type MessageValues,
} from '@leafbid/domain';

export type { CodedText } from '@leafbid/domain';

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

/** describeMessage, its arguments checked by the callers' own signatures. */
const describe = describeMessage as unknown as (
  group: object,
  key: string,
  ...args: unknown[]
) => CodedText;

type ApiMessages = typeof API_ERROR_MESSAGES;
type ApiKey = keyof ApiMessages & string;
type ArgsOf<G, K extends keyof G> = G[K] extends (...args: infer A) => string ? A : [];

/** One of the API's generic texts (domain.api.*): `apiText('fileLargerThan', '10 MB')`. */
export function apiText<K extends ApiKey>(key: K, ...args: ArgsOf<ApiMessages, K>): CodedText {
  return describe(API_ERROR_MESSAGES, key, ...args);
}

const declared = (group: object, key: string): boolean => {
  try {
    messageId(group as never, key as never);
    return true;
  } catch {
    return false;
  }
};

/**
 * A domain rule's text with its message id as code: `domainText(OPERATOR_API_MESSAGES,
 * 'bidOneStep', 'Accepted', 'Completed')` → {code: '<its id>', params, text}. The group is one of
 * @leafbid/domain's `defineMessages` groups; a group still written as plain texts is answered by
 * its text (`codedText`), which names it once it is a catalogue message.
 */
export function domainText<G extends object, K extends keyof G & string>(
  group: G,
  key: K,
  ...args: ArgsOf<G, K>
): CodedText {
  if (declared(group, key)) return describe(group, key, ...args);
  const entry = group[key] as unknown;
  const text = typeof entry === 'function' ? String(entry(...args)) : String(entry);
  return codedText(text);
}

/** A catalogue message as a pattern: its literal parts and the argument between each two. */
interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
  literalLength: number;
}

let indexedSize = -1;
let exact = new Map<string, string>();
let templates: Template[] = [];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every domain message by its English text: parameterless ones by text, those with only plain
 * arguments ('{label} is required') as patterns. Plurals and selects are left out (their text is
 * not one pattern), and so are texts with fewer than 8 literal characters ('{message}').
 */
function index(): void {
  const sources = messageSources();
  if (sources.size === indexedSize) return;
  indexedSize = sources.size;
  exact = new Map();
  templates = [];
  for (const [id, source] of sources) {
    if (!id.startsWith('domain.')) continue;
    let tokens;
    try {
      tokens = compileMessage(source);
    } catch {
      continue;
    }
    if (tokens.every((token) => typeof token === 'string')) {
      const text = tokens.join('');
      if (!exact.has(text)) exact.set(text, id);
      continue;
    }
    if (tokens.some((token) => typeof token !== 'string' && token.length > 1)) continue;
    const names: string[] = [];
    let pattern = '';
    let literalLength = 0;
    for (const token of tokens) {
      if (typeof token === 'string') {
        pattern += escape(token);
        literalLength += token.length;
      } else {
        names.push(token[0]);
        pattern += '(.+?)';
      }
    }
    if (literalLength < 8) continue;
    templates.push({ id, pattern: new RegExp(`^${pattern}$`, 's'), names, literalLength });
  }
  // The most specific pattern first.
  templates.sort((a, b) => b.literalLength - a.literalLength || (a.id < b.id ? -1 : 1));
}

/**
 * A text the API holds only as text (a schema's validation message, a rule's text computed by a
 * domain function) with the code of the catalogue message it reads as: an identical
 * parameterless message, else the most specific message with arguments it matches
 * ('The minimum order for this product is 7 672 g' → its id, {minimum: '7 672'}). A text no
 * message reads as is answered as `fallback`: domain.api.plainText by default.
 */
export function codedText(
  text: string,
  fallback: (text: string) => CodedText = (t) => apiText('plainText', t),
): CodedText {
  index();
  const id = exact.get(text);
  if (id) return { code: id, text };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (!match) continue;
    const params: MessageValues = {};
    template.names.forEach((name, i) => (params[name] = match[i + 1]));
    return { code: template.id, params, text };
  }
  return fallback(text);
}

/** A validation message as a coded text: its catalogue message, else domain.api.invalidInput. */
export const inputText = (message: string): CodedText =>
  codedText(message, (text) => apiText('invalidInput', text));
