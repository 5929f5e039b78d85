// Issue 19: a remote's description names its page titles and navigation labels by message id
// ('orders.page.pageTitle'), whose texts are in the remote's catalogue, loaded with it. The host
// reads them at render, so they follow the active locale.
import { translate } from '@leafbid/domain';

/**
 * The text of a description's title or label in the active locale. A description that still
 * carries the text itself (before issue 19) shows it as it is.
 */
export function describedText(idOrText: string): string {
  return translate(idOrText, idOrText);
}
