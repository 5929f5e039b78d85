import { useEffect, useState } from 'react';
import { mediaUrl } from '../api/media-url';

/**
 * The `<img src>` for an API path (`product.cover`, `/file/{id}`), with no token in it: undefined while
 * the access token (and with it the media cookie) is being fetched, null when it cannot be built.
 */
export function useMediaUrl(path: string | null | undefined): string | null | undefined {
  // The URL built for a path: derived for the path shown now, so a new path reads undefined at once
  // (no setState in the effect to reset it, no render with the previous path's URL).
  const [built, setBuilt] = useState<{ path: string; url: string | null } | null>(null);
  useEffect(() => {
    if (!path) return undefined;
    let live = true;
    mediaUrl(path).then(
      (resolved) => live && setBuilt({ path, url: resolved || null }),
      () => live && setBuilt({ path, url: null }),
    );
    return () => {
      live = false;
    };
  }, [path]);
  if (!path) return null;
  return built?.path === path ? built.url : undefined;
}
