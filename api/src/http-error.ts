import type { MessageDescriptor, MessageValues } from '@leafbid/domain';
import { apiText, coded, type CodedText } from './error-text.js';

/**
 * An error's text: a coded text (apiText, domainText) or the descriptor a domain rule answered
 * (belowMinimumOrder, availability). Never a sentence: nothing reads a code back out of words.
 */
export type ErrorText = CodedText | MessageDescriptor;

const codedOf = (text: ErrorText): CodedText => ('code' in text ? text : coded(text));

/** The arguments as JSON holds them: absent ones left out; none at all is no `params`. */
function definedParams(
  params: MessageValues | undefined,
): Record<string, string | number | null> | undefined {
  if (!params) return undefined;
  const entries = Object.entries(params).filter(([, value]) => value !== undefined);
  return entries.length
    ? (Object.fromEntries(entries) as Record<string, string | number | null>)
    : undefined;
}

/**
 * An error whose message is safe to show: sent as {error: message, code, params?} with its status,
 * plus {field} when it is about one input field (docs/api.md "Errors"). `code` is the message id
 * of the text in @leafbid/domain's catalogue and `params` its arguments (issue 19).
 */
export class HttpError extends Error {
  /** The message id of the text (domain.api.notFound, a domain rule's id). */
  readonly code: string;
  readonly params?: Record<string, string | number | null>;

  constructor(
    readonly statusCode: number,
    text: ErrorText,
    readonly field?: string,
    /** Sent as Retry-After (429). */
    readonly retryAfterSeconds?: number,
  ) {
    const { code, params, text: message } = codedOf(text);
    super(message);
    this.name = 'HttpError';
    this.code = code;
    const json = definedParams(params);
    if (json) this.params = json;
  }

  /** The error body: {error, code, params?, field?}. */
  body(): ErrorBody {
    return errorBody({ code: this.code, params: this.params, text: this.message }, this.field);
  }
}

export interface ErrorBody {
  error: string;
  code: string;
  params?: Record<string, string | number | null>;
  field?: string;
}

/** {error, code, params?, field?} of a coded text (its text is the `error`, verbatim). */
export function errorBody(text: CodedText, field?: string): ErrorBody {
  const params = definedParams(text.params);
  return {
    error: text.text,
    code: text.code,
    ...(params ? { params } : {}),
    ...(field === undefined ? {} : { field }),
  };
}

/** An input error's text: '<field>: <text>', its code and arguments the text's own. */
export const atField = (field: string, text: CodedText): CodedText => ({
  ...text,
  text: `${field}: ${text.text}`,
});

export const unauthorized = () => new HttpError(401, apiText('notAuthenticated'));
export const forbidden = (text: ErrorText = apiText('forbidden')) => new HttpError(403, text);
export const notFound = (text: ErrorText = apiText('notFound')) => new HttpError(404, text);
/** Malformed input: `{error: '<field>: <message>', code, field}`. */
export const badRequest = (field: string, text: ErrorText) => inputError(400, field, codedOf(text));
/** An input error of any status: '<field>: <text>' with {field}. */
export const inputError = (statusCode: number, field: string, text: CodedText) =>
  new HttpError(statusCode, atField(field, text), field);
/**
 * A business rule whose message is a spec text (e.g. '❌ Insufficient quantity. Max available:
 * {sum}g'): `{error: '<exact spec text>', code, field}`, the text unprefixed so the UI can show it
 * as is.
 */
export const ruleViolation = (field: string, specText: ErrorText, statusCode = 400) =>
  new HttpError(statusCode, specText, field);
