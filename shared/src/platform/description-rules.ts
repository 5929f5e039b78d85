// The rules of the remote-description contract that need no schema, in a module of their own:
// where a remote's description lives and who may open what it describes (spec §6). The host's page
// script (index.html, issue 36) runs them before any bundle has come; importing them from here
// brings none of the description's schema (zod) with them.
import type { ContactRole } from './remote-description';

/** The file next to a remote's mf-manifest.json. */
export const REMOTE_DESCRIPTION_FILE = 'leafbid-remote.json';

/** Where a remote's description lives: its mf-manifest.json URL with the file name replaced. */
export function remoteDescriptionUrl(manifestUrl: string, base?: string): string {
  return new URL(REMOTE_DESCRIPTION_FILE, new URL(manifestUrl, base)).href;
}

/**
 * Spec §6: may a contact with this Contact_Type open a route or see a link limited to `roles`?
 * No roles means every signed-in user.
 */
export function allowedFor(
  allowed: readonly ContactRole[] | undefined,
  contactType: readonly string[] | null | undefined,
): boolean {
  if (!allowed) return true;
  return allowed.some((role) => contactType?.includes(role) ?? false);
}
