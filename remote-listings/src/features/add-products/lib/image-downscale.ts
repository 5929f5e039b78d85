// Spec §5 / §9: "Images are downscaled so neither side exceeds 1280 px and re-encoded at quality
// 0.8; the smaller result is used only if it is under 2 MB." The browser does the pixels
// (downscale-image.ts); these are the decisions, pure so they are tested once. Only this remote
// downscales (issue 17); the limits stay the spec's constants in @leafbid/domain.
import { IMAGE_MAX_SIDE_PX, IMAGE_SIZE_THRESHOLD_BYTES } from '@leafbid/domain';

export interface Size {
  width: number;
  height: number;
}

/** The size to draw at: the same aspect ratio, neither side above `maxSide`, never enlarged. */
export function downscaledSize({ width, height }: Size, maxSide = IMAGE_MAX_SIDE_PX): Size {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Whether the re-encoded image replaces the original: only when it is smaller than the original
 * and under the 2 MB threshold; otherwise the original is uploaded as chosen.
 */
export function shouldUseDownscaled(
  originalBytes: number,
  processedBytes: number,
  thresholdBytes = IMAGE_SIZE_THRESHOLD_BYTES,
): boolean {
  return processedBytes > 0 && processedBytes < originalBytes && processedBytes < thresholdBytes;
}

/** 'photo.png' → 'photo.jpg' (the re-encoded file is a JPEG). */
export function downscaledFileName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '');
  return `${base || 'image'}.jpg`;
}
