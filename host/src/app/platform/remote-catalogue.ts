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

/** Loads and registers a described remote's catalogue; resolves when its texts can be read. */
export function addRemoteCatalogue(
  remote: string,
  manifestUrl: string,
  description: RemoteDescription,
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
    const response = await fetch(new URL(file, base));
    if (!response.ok) throw new Error(`${file} answered ${response.status}`);
    return (await response.json()) as CompiledCatalogue;
  });
}
