import { fileIdOf } from '@leafbid/shared';
import type { Product } from '@leafbid/domain';

const FILE_FIELDS = ['Image_1', 'Image_2', 'Image_3', 'Image_4'] as const;

/**
 * The popup's images: the cover first, then the photos and Image_1..Image_4 as GET /file/{fileId}
 * paths (spec §7: the file id is read from several field spellings or from a URL). No duplicates.
 */
export function galleryPaths(product: Product): string[] {
  const paths: string[] = [];
  const add = (path: string | null | undefined): void => {
    if (path && !paths.includes(path)) paths.push(path);
  };
  add(product.cover);
  for (const photo of product.photos ?? []) {
    const id = fileIdOf(photo);
    add(id ? `/file/${encodeURIComponent(id)}` : photo);
  }
  for (const field of FILE_FIELDS) {
    const id = fileIdOf(product[field]);
    if (id) add(`/file/${encodeURIComponent(id)}`);
  }
  return paths;
}

/** The gallery paths that are videos (spec §5: photos accept videos), by Image_n's content_Type. */
export function videoPaths(product: Product): Set<string> {
  const videos = new Set<string>();
  for (const field of FILE_FIELDS) {
    const file = product[field];
    const id = fileIdOf(file);
    if (id && file?.content_Type?.startsWith('video/'))
      videos.add(`/file/${encodeURIComponent(id)}`);
  }
  return videos;
}
