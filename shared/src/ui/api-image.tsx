import { useState, type ImgHTMLAttributes } from 'react';
import { useMediaUrl } from './use-media-url';

export interface ApiImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** An API path or URL: `product.cover`, `/file/{id}`, or any other image URL. */
  path: string | null | undefined;
  alt: string;
  /** Shown when the image fails to load; without it the image is hidden (spec §2 product card). */
  fallbackSrc?: string;
}

/** An image served by the API, authorised by its HttpOnly media cookie (no token in the URL). */
export function ApiImage({ path, alt, fallbackSrc, ...rest }: ApiImageProps) {
  const url = useMediaUrl(path);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = url !== undefined && (url === null || failedUrl === url);
  if (url === undefined) return null;
  if (failed) return fallbackSrc ? <img {...rest} src={fallbackSrc} alt={alt} /> : null;
  return <img {...rest} src={url} alt={alt} onError={() => setFailedUrl(url)} />;
}
