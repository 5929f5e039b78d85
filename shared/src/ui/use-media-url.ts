import { useEffect, useState } from 'react';
import { mediaUrl } from '../api/media-url';

/**
 * The `<img src>` for an API path (`product.cover`, `/file/{id}`): undefined while the access token
 * is being fetched, null when it cannot be built.
 */
export function useMediaUrl(path: string | null | undefined): string | null | undefined {
  const [url, setUrl] = useState<string | null | undefined>(path ? undefined : null);
  useEffect(() => {
    let live = true;
    if (!path) {
      setUrl(null);
      return undefined;
    }
    setUrl(undefined);
    mediaUrl(path).then(
      (resolved) => live && setUrl(resolved || null),
      () => live && setUrl(null),
    );
    return () => {
      live = false;
    };
  }, [path]);
  return url;
}
