import { translate } from '@leafbid/domain';

/**
 * A remote description's route title or link label in the active locale: a message id of the
 * remote's catalogue (kernel 2.4.0), or — from a remote without a catalogue — the text itself.
 */
export const describedText = (text: string): string => translate(text, text);
