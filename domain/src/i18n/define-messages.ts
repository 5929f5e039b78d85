// Issue 19: every user-visible text is an ICU message of its package's catalogue. A catalogue
// module declares its en-CA texts (the spec's, verbatim) with `defineMessages`; what it returns
// reads like the constants it replaces — `ORDERS.title` is a string, `ORDERS.grams('7 672')` a
// function — but each read goes through the one translation runtime (@lingui/core's `i18n`, a
// federation singleton), so it answers in the active locale. Ids are '<namespace>.<key>'; the
// sources are collected for extraction (scripts/i18n.mjs writes each package's locales/en-CA.json
// from them and checks fr-CA.json against it).
import { i18n } from '@lingui/core';

/** The values an ICU message reads: `{count}`, `{price}`, `{count, plural, …}`. */
export type MessageValues = Record<string, string | number | null | undefined>;

const PARAMETERISED = Symbol('leafbid.message');

/** An ICU message with arguments, and how a call's arguments name them. */
export interface ParameterisedMessage<A extends unknown[]> {
  readonly [PARAMETERISED]: true;
  readonly source: string;
  readonly values: (...args: A) => MessageValues;
}

/**
 * A message with arguments: `msg('{count, plural, one {# order} other {# orders}}', (count:
 * number) => ({ count }))` reads as `MESSAGES.key(3)`.
 */
export function msg<A extends unknown[]>(
  source: string,
  values: (...args: A) => MessageValues,
): ParameterisedMessage<A> {
  return { [PARAMETERISED]: true, source, values };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any argument list
type AnyMessage = ParameterisedMessage<any>;
export type MessageSource = string | AnyMessage;

/** What `defineMessages` returns: strings for plain texts, functions for messages with arguments. */
export type Messages<T extends Record<string, MessageSource>> = {
  readonly [K in keyof T]: T[K] extends ParameterisedMessage<infer A>
    ? (...args: A) => string
    : string;
};

const sources = new Map<string, string>();

/** Whether the runtime can compile a source (Lingui sets its compiler outside production builds). */
const compilesSources = () =>
  typeof (i18n as unknown as { _messageCompiler?: unknown })._messageCompiler === 'function';

/**
 * Lets `translate` read en-CA sources that no catalogue holds in a production process (the API):
 * `compileSourcesWith(compileMessage)` from '@lingui/message-utils/compileMessage'. Outside
 * production Lingui compiles on its own (the unit tests); the browser never calls it, so the
 * compiler is not in its bundles.
 */
export function compileSourcesWith(compiler: Parameters<typeof i18n.setMessagesCompiler>[0]): void {
  i18n.setMessagesCompiler(compiler);
}
const namespaces = new WeakMap<
  object,
  { namespace: string; catalogue: Record<string, MessageSource> }
>();

/** Every message declared so far, id → en-CA ICU source (for extraction and checks). */
export function messageSources(): ReadonlyMap<string, string> {
  return sources;
}

/** '{name}' → value, for a text read before any catalogue is active (module start-up). */
function fallback(source: string, values?: MessageValues): string {
  if (!values) return source;
  return source.replace(/\{(\w+)\}/g, (whole, name: string) =>
    values[name] == null ? whole : String(values[name]),
  );
}

/**
 * Issue 36: the build this copy of the module is bundled in (a remote's name; '' for the host, the
 * API and the tests). A remote's catalogue is registered under its name too ('orders/<id>'), so
 * its texts read as its own build wrote them, even where the host or another remote carries the
 * same id in other words.
 */
declare const __LEAFBID_CATALOGUE_SCOPE__: string | undefined;
const scope =
  typeof __LEAFBID_CATALOGUE_SCOPE__ === 'string' && __LEAFBID_CATALOGUE_SCOPE__
    ? `${__LEAFBID_CATALOGUE_SCOPE__}/`
    : '';

/** The catalogue key of `id` for this build: its own scope's when it has one, else the shared one. */
const keyOf = (id: string): string =>
  scope && i18n.messages[scope + id] !== undefined ? scope + id : id;

/** The active locale's text for `id`; the en-CA source until a catalogue holds it. */
export function translate(id: string, source: string, values?: MessageValues): string {
  const key = keyOf(id);
  if (!i18n.locale || i18n.messages[key] === undefined) {
    // The API and the tests compile sources on the fly (`compileSourcesWith`); the browser ships
    // only compiled catalogues, so it never gets here once its catalogue is loaded.
    if (i18n.locale && compilesSources()) {
      return i18n._({ id, message: source, ...(values ? { values } : {}) });
    }
    return fallback(source, values);
  }
  return i18n._(key, values);
}

const NAMESPACE = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z][a-zA-Z0-9]*)*$/;

export function defineMessages<const T extends Record<string, MessageSource>>(
  namespace: string,
  catalogue: T,
): Messages<T> {
  if (!NAMESPACE.test(namespace)) throw new Error(`defineMessages: bad namespace '${namespace}'`);
  const messages: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(catalogue)) {
    const id = `${namespace}.${key}`;
    if (sources.has(id) && sources.get(id) !== (typeof entry === 'string' ? entry : entry.source)) {
      throw new Error(`defineMessages: '${id}' is declared twice with different texts`);
    }
    if (typeof entry === 'string') {
      sources.set(id, entry);
      Object.defineProperty(messages, key, { enumerable: true, get: () => translate(id, entry) });
    } else {
      sources.set(id, entry.source);
      messages[key] = (...args: unknown[]) => translate(id, entry.source, entry.values(...args));
    }
  }
  namespaces.set(messages, { namespace, catalogue });
  return messages as Messages<T>;
}

/**
 * Issue 36: the ids a catalogue module's export declares — a `defineMessages` group's, with the
 * groups it holds (`ONBOARDING_MESSAGES.labels`) — or null for any other export. The build reads
 * it to carry exactly the groups its bundle uses.
 */
export function groupIds(value: unknown): string[] | null {
  if (!value || typeof value !== 'object') return null;
  const known = namespaces.get(value);
  const ids: string[] = known
    ? Object.keys(known.catalogue).map((key) => `${known.namespace}.${key}`)
    : [];
  for (const entry of Object.values(value)) {
    if (entry && typeof entry === 'object' && namespaces.has(entry)) ids.push(...groupIds(entry)!);
  }
  return known || ids.length ? ids : null;
}

/** A message's id ('orders.page.title'), e.g. for a remote description's titles. */
export function messageId<T extends Record<string, MessageSource>>(
  messages: Messages<T>,
  key: keyof T & string,
): string {
  const known = namespaces.get(messages);
  if (!known || !(key in known.catalogue)) throw new Error(`messageId: unknown message '${key}'`);
  return `${known.namespace}.${key}`;
}

/**
 * Issue 36: what a rule or a schema answers instead of a sentence — a message's id and the values
 * it reads. The screen turns it into words in its own catalogue (`textOf`); the API answers
 * `{error, code: id, params: values}` from it.
 */
export interface MessageDescriptor {
  readonly id: string;
  readonly values?: MessageValues;
}

/** `describe(MINIMUM_ORDER_MESSAGES, 'belowMinimum', '7 672')` → {id, values}: no text yet. */
export function describe<G extends object, K extends keyof G & string>(
  messages: G,
  key: K,
  ...args: G[K] extends (...values: infer A) => string ? A : []
): MessageDescriptor {
  const known = namespaces.get(messages);
  const entry = known?.catalogue[key];
  if (!known || entry === undefined) throw new Error(`describe: unknown message '${key}'`);
  const id = `${known.namespace}.${key}`;
  return typeof entry === 'string' ? { id } : { id, values: entry.values(...args) };
}

/** Whether `id` names a declared message (a schema's issue message may be zod's own words). */
export const isMessageId = (id: string): boolean => sources.has(id);

/** A descriptor's words in the active locale (its en-CA source until a catalogue holds it). */
export function textOf(descriptor: MessageDescriptor): string {
  const source = sources.get(descriptor.id);
  if (source === undefined) throw new Error(`textOf: unknown message '${descriptor.id}'`);
  return translate(descriptor.id, source, descriptor.values);
}
