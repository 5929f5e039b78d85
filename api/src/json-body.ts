import { badRequest, HttpError } from './http-error.js';

/** A high surrogate not followed by a low one, or a low one not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isWellFormed = (text: string) => !LONE_SURROGATE.test(text);

/** Where in a parsed JSON value a string (or key) holds a lone UTF-16 surrogate, or null. */
export function illFormedPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return isWellFormed(value) ? null : path;
  if (!value || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    if (!isWellFormed(key)) return path;
    const found = illFormedPath(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

export const ILL_FORMED_MESSAGE =
  'must be valid Unicode text (it contains a lone UTF-16 surrogate)';

/**
 * A JSON request body. Empty means no body (the browser client sends the JSON header on body-less
 * calls too). Bad JSON and strings with lone surrogates ("\ud800", which no database and no
 * webhook can store as text) are a 400 naming the field.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'body: Invalid JSON', 'body');
  }
  const path = illFormedPath(value);
  if (path) throw badRequest(path.join('.') || 'body', ILL_FORMED_MESSAGE);
  return value;
}
