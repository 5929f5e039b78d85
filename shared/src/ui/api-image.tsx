import { useState, type ImgHTMLAttributes } from 'react';
import { useMediaUrl } from './use-media-url';

export interface ApiImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'> {
  /** An API path or URL: `product.cover`, `/file/{id}`, or any other image URL. */
  path: string | null | undefined;
  alt: string;
  /** Shown when the image fails to load; without it the image is hidden (spec §2 product card). */
  fallbackSrc?: string;
  /**
   * Issue 22: the widths (px) the API resizes this image to (`?w=`, a cover's COVER_WIDTHS),
   * offered as its `srcset`, so the browser fetches the smallest that fills `sizes`.
   */
  widths?: readonly number[];
}

/** `url` at each width (`?w=`), as a `srcset`; none for a `data:` or `blob:` URL. */
export function widthsSrcSet(url: string, widths: readonly number[]): string | undefined {
  if (!/^https?:/i.test(url) || widths.length === 0) return undefined;
  return widths
    .map((width) => {
      const sized = new URL(url);
      sized.searchParams.set('w', String(width));
      return `${sized.href} ${width}w`;
    })
    .join(', ');
}

/** An image served by the API, authorised by its HttpOnly media cookie (no token in the URL). */
export function ApiImage({ path, alt, fallbackSrc, widths, ...rest }: ApiImageProps) {
  const url = useMediaUrl(path);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const failed = url !== undefined && (url === null || failedUrl === url);
  if (url === undefined) return null;
  if (failed) return fallbackSrc ? <img {...rest} src={fallbackSrc} alt={alt} /> : null;
  return (
    <img
      {...rest}
      src={url}
      srcSet={widths && widthsSrcSet(url, widths)}
      alt={alt}
      onError={() => setFailedUrl(url)}
    />
  );
}
