import { useState } from 'react';
import { useMediaUrl } from '@leafbid/shared/ui';
import { LISTING_MESSAGES } from '../../../messages';

export interface CoverImageProps {
  /** The product's cover path (`/product-image/{id}`) or URL. */
  path: string | null | undefined;
  alt: string;
}

/** The cover of a listing card; a plain placeholder block while loading, when missing or when it fails. */
export function CoverImage({ path, alt }: CoverImageProps) {
  const url = useMediaUrl(path);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) {
    return (
      <div
        className="ls-cover ls-cover--placeholder"
        role="img"
        aria-label={LISTING_MESSAGES.noImage(alt)}
      />
    );
  }
  return (
    <img
      className="ls-cover"
      src={url}
      alt={alt}
      loading="lazy"
      onError={() => setFailedUrl(url)}
    />
  );
}
