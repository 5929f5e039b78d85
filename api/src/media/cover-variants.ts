/**
 * Issue 22: a product cover resized to a card's width, as WebP. A phone showing the marketplace
 * asked for six 800 px PNG covers (53–113 KB each) before its largest paint; at 640 px as WebP
 * they are 2.5–3 KB. Stored covers are never changed: a variant is made on request from the
 * stored bytes and kept in a bounded cache (a storage key names one upload for good, so a cached
 * variant never goes stale).
 */
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { CoverWidth } from '@leafbid/domain';
import type { ImageJobs } from './image-jobs.js';

// libvips' own operation cache would keep decoded images between requests; the small encoded
// variants are cached below instead.
sharp.cache(false);
// Issue 41: one libvips thread per image; how many images at once is the job queue's (image-jobs.ts).
sharp.concurrency(1);

/** WebP quality for the covers: a photo stays sharp on a card, a flat gradient is a few KB. */
const WEBP_QUALITY = 75;
/** The encoded variants kept, by total bytes: hundreds of covers at a card's width. */
const CACHE_BYTES = 32 * 1024 * 1024;

export interface CoverVariantsOptions {
  /** The largest image (width × height) decoded; a larger one is sent as stored. */
  maxInputPixels: number;
  /** Issue 41: the resizes run through this queue (a full queue: the cover is sent as stored). */
  jobs: ImageJobs;
}

export interface CoverVariants {
  /**
   * The image under `key`, `width` px wide at most, as WebP; null when `read` finds nothing or the
   * bytes cannot be resized (not a decodable image, or over `maxInputPixels`; remembered like a
   * variant), so the caller sends the stored file as it is.
   */
  resized(
    key: string,
    width: CoverWidth,
    read: () => Promise<Buffer | null>,
  ): Promise<Buffer | null>;
}

/** Kept for a variant that cannot be made, so a broken cover is not read and decoded again. */
const NOT_RESIZABLE = Buffer.alloc(0);

export function coverVariants({ maxInputPixels, jobs }: CoverVariantsOptions): CoverVariants {
  const cache = new LRUCache<string, Buffer>({
    maxSize: CACHE_BYTES,
    sizeCalculation: (bytes) => Math.max(1, bytes.length),
  });
  // Concurrent requests for the same variant (a page of cards, two tabs) share one resize.
  const pending = new Map<string, Promise<Buffer | null>>();

  /** The variant, NOT_RESIZABLE (remembered), or null: not stored, or the queue was full (not remembered). */
  async function resize(width: CoverWidth, read: () => Promise<Buffer | null>) {
    const stored = await read();
    if (!stored) return null;
    return jobs.run(async () => {
      try {
        return await sharp(stored, { limitInputPixels: maxInputPixels })
          .rotate() // upright by its EXIF orientation, which the WebP does not carry
          .resize({ width, withoutEnlargement: true })
          .webp({ quality: WEBP_QUALITY })
          .toBuffer();
      } catch {
        return NOT_RESIZABLE;
      }
    });
  }

  return {
    async resized(key, width, read) {
      const id = `${key}@${width}`;
      const cached = cache.get(id);
      if (cached) return cached === NOT_RESIZABLE ? null : cached;
      let job = pending.get(id);
      if (!job) {
        job = resize(width, read).finally(() => pending.delete(id));
        pending.set(id, job);
      }
      const variant = await job;
      if (variant) cache.set(id, variant);
      return variant === NOT_RESIZABLE ? null : variant;
    },
  };
}
