import { useState, type VideoHTMLAttributes } from 'react';
import { useMediaUrl } from './use-media-url';

export interface ApiVideoProps extends Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> {
  /** An API path (`/file/{id}`) or URL of a video (spec §5: photos accept videos). */
  path: string | null | undefined;
  /** The accessible name of the player. */
  label: string;
}

/** A video served by the API, authorised by its HttpOnly media cookie; hidden when it fails to load. */
export function ApiVideo({ path, label, ...rest }: ApiVideoProps) {
  const url = useMediaUrl(path);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return null;
  return (
    <video
      controls
      preload="metadata"
      playsInline
      {...rest}
      src={url}
      aria-label={label}
      onError={() => setFailedUrl(url)}
    />
  );
}
