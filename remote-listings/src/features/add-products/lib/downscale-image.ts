// Spec §5: "Images are downscaled so neither side exceeds 1280 px and re-encoded at quality 0.8;
// the smaller result is used only if it is under 2 MB." The decisions are the pure rules of
// image-downscale.ts; the pixels are the browser's: decoding with createImageBitmap (off the
// main thread in browsers), drawing and JPEG encoding on an OffscreenCanvas in a worker where the
// browser has one (downscale-worker.ts), else on a canvas on the main thread.
import { IMAGE_QUALITY } from '@leafbid/domain';
import { encodeInWorker } from './downscale-worker';
import {
  downscaledFileName,
  downscaledSize,
  shouldUseDownscaled,
  type Size,
} from './image-downscale';

/** Types the API takes as they are; any other image is always converted to JPEG. */
const UPLOADABLE_IMAGES = new Set(['image/jpeg', 'image/png']);

/** A decoded image: its size, and a source a 2D context can draw. */
export interface DecodedImage extends Size {
  source: CanvasImageSource;
  close(): void;
}

/** Where the pixels are handled; the browser's by default, a fake in tests. */
export interface ImagePipeline {
  decode(file: Blob): Promise<DecodedImage>;
  /** Draws `image` at `size` on white (JPEG has no transparency) and encodes a JPEG. */
  encode(image: DecodedImage, size: Size, quality: number): Promise<Blob>;
}

export const isImage = (file: Blob): boolean => file.type.startsWith('image/');

/**
 * The file to upload for a chosen one: an image downscaled and re-encoded, used when it is smaller
 * than the original and under 2 MB (an image the API cannot take, e.g. WebP, is always converted);
 * the original otherwise. Not images (videos, PDFs) pass through. Throws when the image cannot be
 * decoded or encoded (the caller alerts 'Failed to process {file}').
 */
export async function downscaleImage(
  file: File,
  pipeline: ImagePipeline = browserPipeline(),
): Promise<File> {
  if (!isImage(file)) return file;
  const image = await pipeline.decode(file);
  let encoded: Blob;
  try {
    encoded = await pipeline.encode(image, downscaledSize(image), IMAGE_QUALITY);
  } finally {
    image.close();
  }
  const mustConvert = !UPLOADABLE_IMAGES.has(file.type);
  if (!mustConvert && !shouldUseDownscaled(file.size, encoded.size)) return file;
  return new File([encoded], downscaledFileName(file.name), {
    type: 'image/jpeg',
    lastModified: file.lastModified,
  });
}

async function decodeInBrowser(file: Blob): Promise<DecodedImage> {
  if (typeof createImageBitmap === 'function') {
    const bitmap = await createImageBitmap(file);
    return {
      width: bitmap.width,
      height: bitmap.height,
      source: bitmap,
      close: () => bitmap.close(),
    };
  }
  // Browsers without createImageBitmap: an <img> on an object URL.
  const url = URL.createObjectURL(file);
  try {
    const img = new Image();
    img.src = url;
    await img.decode();
    return { width: img.naturalWidth, height: img.naturalHeight, source: img, close: () => {} };
  } finally {
    URL.revokeObjectURL(url);
  }
}

function encodeOnMainThread(image: DecodedImage, size: Size, quality: number): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2D canvas'));
  context.fillStyle = '#fff';
  context.fillRect(0, 0, size.width, size.height);
  context.drawImage(image.source, 0, 0, size.width, size.height);
  return new Promise((resolve, reject) => {
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error('the canvas gave no image'))),
      'image/jpeg',
      quality,
    );
  });
}

/** The browser's pipeline: the worker when it can take the decoded bitmap, else the main thread. */
export function browserPipeline(): ImagePipeline {
  return {
    decode: decodeInBrowser,
    encode(image, size, quality) {
      if (typeof ImageBitmap !== 'undefined' && image.source instanceof ImageBitmap) {
        const inWorker = encodeInWorker(image.source, size, quality);
        if (inWorker) return inWorker;
      }
      return encodeOnMainThread(image, size, quality);
    },
  };
}
