import { i18n } from '@lingui/core';
import { translate } from '@leafbid/domain';

const fallbacks = new Map<string, string>();

/**
 * The en-CA texts a remote's description carries for its own ids (kernel 2.4.0): shown when its
 * catalogue could not be loaded (its origin down), rather than 'orders.page.title'.
 */
export function addDescribedTexts(texts: readonly { id: string; text: string }[]): void {
  for (const { id, text } of texts) fallbacks.set(id, text);
}

/**
 * A remote description's route title or link label in the active locale: a message id of the
 * remote's catalogue (kernel 2.4.0), or — from a remote without a catalogue — the text itself.
 */
export const describedText = (text: string): string =>
  i18n.messages[text] === undefined && fallbacks.has(text)
    ? fallbacks.get(text)!
    : translate(text, text);
