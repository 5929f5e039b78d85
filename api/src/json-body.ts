import { apiText } from './error-text.js';
import { badRequest } from './http-error.js';

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

/** 'must be valid Unicode text (it contains a lone UTF-16 surrogate)'. */
export const illFormedText = () => apiText('illFormedText');

/**
 * How deep arrays and objects may nest in a JSON body. The deepest body this API takes is 4
 * levels (a sign-up's agreements); 7,000 levels (14 KB) overflowed the stack of the walks below
 * after blocking the process for a second, and ended in a 500 (issue 18).
 */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether the JSON text nests arrays or objects deeper than `max`: one pass over the text, before
 * it is parsed, counting brackets outside strings. Invalid JSON is left to JSON.parse.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const c = text.charCodeAt(i);
    if (inString) {
      // A backslash escapes the next character, a quote included.
      if (c === 0x5c) i += 1;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      depth += 1;
      if (depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth -= 1;
  }
  return false;
}

/**
 * A JSON request body. Empty means no body (the browser client sends the JSON header on body-less
 * calls too). Bad JSON, JSON nested deeper than MAX_JSON_DEPTH and strings with lone surrogates
 * ("\ud800", which no database and no webhook can store as text) are a 400 naming the field.
 */
export function parseJsonBody(text: string): unknown {
  if (text.trim() === '') return undefined;
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw badRequest('body', apiText('jsonTooDeep', MAX_JSON_DEPTH));
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('body', apiText('invalidJson'));
  }
  const path = illFormedPath(value);
  if (path) throw badRequest(path.join('.') || 'body', illFormedText());
  return value;
}
