import { useState } from 'react';
import { MEDIA_MESSAGES, type Product } from '@leafbid/domain';
import { ApiImage, ApiVideo } from '@leafbid/shared/ui';
import { galleryPaths, videoPaths } from '../gallery-paths';
import { productName } from '../product-text';
import { PRODUCT_POPUP_MESSAGES as M, PRODUCT_POPUP_MESSAGES } from '../../../messages';

export interface ProductGalleryProps {
  product: Product;
}

/** The cover shown large and a row of thumbnails; a thumbnail click shows that image large. */
export function ProductGallery({ product }: ProductGalleryProps) {
  const paths = galleryPaths(product);
  const videos = videoPaths(product);
  const [selected, setSelected] = useState(0);
  const name = productName(product);
  const index = paths[selected] ? selected : 0;
  const current = paths[index];

  if (!current) return null;
  return (
    <div className="mk-gallery">
      <div className="mk-gallery__main">
        {videos.has(current) ? (
          <ApiVideo
            key={current}
            className="mk-gallery__image"
            path={current}
            label={PRODUCT_POPUP_MESSAGES.videoOf(name, index + 1)}
          />
        ) : (
          <ApiImage
            key={current}
            className="mk-gallery__image"
            path={current}
            alt={index === 0 ? name : M.imageOf(name, index + 1)}
          />
        )}
      </div>
      {paths.length > 1 && (
        <ul className="mk-gallery__thumbs" aria-label={M.galleryLabel}>
          {paths.map((path, i) => (
            <li key={path}>
              <button
                type="button"
                className="mk-gallery__thumb"
                aria-label={
                  videos.has(path)
                    ? PRODUCT_POPUP_MESSAGES.showVideo(i + 1, paths.length)
                    : M.showImage(i + 1, paths.length)
                }
                aria-pressed={i === index}
                onClick={() => setSelected(i)}
              >
                {videos.has(path) ? (
                  <span className="mk-gallery__video-mark" aria-hidden="true">
                    {MEDIA_MESSAGES.videoMark}
                  </span>
                ) : (
                  <ApiImage path={path} alt="" />
                )}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
