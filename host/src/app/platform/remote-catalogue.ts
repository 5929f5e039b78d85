// Issue 19: a remote's texts of each locale, a compiled catalogue next to its description (the
// description's `messages`, kernel 2.4.0). Registered with the kernel's runtime before the remote's
// routes and links show, so its titles and labels (message ids) read in the active locale.
import {
  addCatalogue,
  addDescribedTexts,
  type CompiledCatalogue,
  type Locale,
} from '@leafbid/shared';
import { remoteDescriptionUrl, type RemoteDescription } from '@leafbid/shared/platform';
import { askWithin } from '../../lib/ask-within';
import { integrityOf, releaseFilesReady } from '../remote/releases';

/**
 * The longest the host waits for one catalogue. The first page and a remote's parts wait for its
 * texts, so a catalogue that does not answer must not hold them for ever: its texts stay in en-CA
 * (their sources), as when it cannot be loaded, and the next locale switch asks again.
 */
export const REMOTE_CATALOGUE_TIMEOUT_MS = 5000;

/** Loads and registers a described remote's catalogue; resolves when its texts can be read. */
export function addRemoteCatalogue(
  remote: string,
  manifestUrl: string,
  description: RemoteDescription,
  timeoutMs = REMOTE_CATALOGUE_TIMEOUT_MS,
): Promise<void> {
  const files = description.messages;
  if (!files) return Promise.resolve();
  // Its titles and links in English if its catalogue cannot be loaded.
  addDescribedTexts(files.texts ?? []);
  const base = remoteDescriptionUrl(manifestUrl, window.location.href);
  return addCatalogue(remote, async (locale: Locale): Promise<CompiledCatalogue> => {
    const file = files[locale];
    if (typeof file !== 'string') return {};
    // Content-hashed file names: the browser may keep them.
    return askWithin(file, timeoutMs, async (signal) => {
      // A release's catalogue with its digest from integrity.json (issue 37).
      await releaseFilesReady(remote).catch(() => undefined);
      const url = new URL(file, base);
      const integrity = integrityOf(url.href);
      const response = await fetch(url, integrity ? { signal, integrity } : { signal });
      if (!response.ok) throw new Error(`${file} answered ${response.status}`);
      return (await response.json()) as CompiledCatalogue;
    });
  });
}
