// Drawing and JPEG-encoding a photo takes the main thread tens to hundreds of milliseconds; a
// worker with an OffscreenCanvas does it off the main thread (spec §5 downscale). The worker is
// made from a Blob URL: a remote's own script URL is on another origin than the page (the host),
// and a worker script must be same-origin.
import type { Size } from './image-downscale';

const WORKER_SOURCE = `
self.onmessage = async (event) => {
  const { id, bitmap, width, height, quality } = event.data;
  try {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    bitmap.close();
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality });
    self.postMessage({ id, blob });
  } catch (error) {
    self.postMessage({ id, error: String((error && error.message) || error) });
  }
};
`;

interface Reply {
  id: number;
  blob?: Blob;
  error?: string;
}

let worker: Worker | null | undefined;
let nextId = 0;
const waiting = new Map<number, { resolve(blob: Blob): void; reject(error: Error): void }>();

function startWorker(): Worker | null {
  if (worker !== undefined) return worker;
  worker = null;
  if (typeof Worker === 'undefined' || typeof OffscreenCanvas === 'undefined') return null;
  try {
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
    const started = new Worker(url);
    URL.revokeObjectURL(url);
    started.onmessage = (event: MessageEvent<Reply>) => {
      const { id, blob, error } = event.data;
      const pending = waiting.get(id);
      waiting.delete(id);
      if (!pending) return;
      if (blob) pending.resolve(blob);
      else pending.reject(new Error(error ?? 'the image could not be encoded'));
    };
    started.onerror = (event) => {
      event.preventDefault();
      for (const pending of waiting.values()) pending.reject(new Error('the image worker failed'));
      waiting.clear();
    };
    worker = started;
  } catch {
    worker = null; // e.g. a Content-Security-Policy without blob: workers
  }
  return worker;
}

/**
 * Encodes `bitmap` at `size` as a JPEG in the worker. Null when this browser has no worker with an
 * OffscreenCanvas (the caller draws on the main thread); the bitmap is then left untouched. Once
 * sent, the bitmap belongs to the worker.
 */
export function encodeInWorker(
  bitmap: ImageBitmap,
  size: Size,
  quality: number,
): Promise<Blob> | null {
  const target = startWorker();
  if (!target) return null;
  nextId += 1;
  const id = nextId;
  return new Promise<Blob>((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    target.postMessage({ id, bitmap, width: size.width, height: size.height, quality }, [bitmap]);
  });
}
