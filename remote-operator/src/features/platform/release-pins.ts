// Issue 37 (docs/releases.md "Which release a user gets"): an Admin tries a release in this tab
// only. The host reads sessionStorage["leafbid.release-pins"] ({ "<remote>": "<release id>" }) once,
// when the tab starts, so a change takes effect by reloading the tab.

export const RELEASE_PINS_KEY = 'leafbid.release-pins';

/** The pins of this tab (an unreadable value is no pins). */
export function readReleasePins(storage: Storage = window.sessionStorage): Record<string, string> {
  try {
    const value: unknown = JSON.parse(storage.getItem(RELEASE_PINS_KEY) ?? '{}');
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, string] => typeof entry[1] === 'string',
      ),
    );
  } catch {
    return {};
  }
}

/** Pins `release` of `remote` (null: unpins it), keeping the other remotes' pins. */
export function writeReleasePin(
  remote: string,
  release: string | null,
  storage: Storage = window.sessionStorage,
): Record<string, string> {
  const { [remote]: _former, ...others } = readReleasePins(storage);
  const pins = release === null ? others : { ...others, [remote]: release };
  if (Object.keys(pins).length === 0) storage.removeItem(RELEASE_PINS_KEY);
  else storage.setItem(RELEASE_PINS_KEY, JSON.stringify(pins));
  return pins;
}

/** Reloads the tab, so the host starts again with the pins (tests replace it). */
export const reloadTab = { now: () => window.location.reload() };
