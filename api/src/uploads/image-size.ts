import type { AcceptedType } from './file-type.js';

/** An image's size in pixels, as its header states it. */
export interface ImageSize {
  width: number;
  height: number;
}

/** Reads an image's size from the chunks of its bytes as they stream by. */
export interface ImageSizeReader {
  /**
   * The size once the header has been read (once); `UNREADABLE` once the bytes show there is no
   * size a decoder could read; null before and after that.
   */
  push(chunk: Buffer): ImageSize | typeof UNREADABLE | null;
  /** True once push has given a size. */
  readonly found: boolean;
}

/** Issue 18: an image whose header states no size is not an image a buyer's browser can show. */
export const UNREADABLE = 'unreadable';

/**
 * Issue 18: a 1.1 MB PNG can claim 20,000 × 20,000 px (1.6 GB decoded) and every browser that
 * shows it decodes it. The size is read from the header as the upload streams, holding at most a
 * few bytes: PNG's IHDR chunk (always first, bytes 16–23), JPEG's frame header (an SOFn marker,
 * found by skipping the segments before it — EXIF, ICC profiles — by their lengths). The accepted
 * image types are PNG and JPEG (file-type.ts); other types have no reader.
 */
export function imageSizeReader(type: AcceptedType): ImageSizeReader | null {
  if (type === 'image/png') return pngSizeReader();
  if (type === 'image/jpeg') return jpegSizeReader();
  return null;
}

/** Signature (8), IHDR length (4), 'IHDR' (4), width (4), height (4). */
const PNG_HEAD = 24;

function pngSizeReader(): ImageSizeReader {
  let head = Buffer.alloc(0);
  let done = false;
  let found = false;
  return {
    get found() {
      return found;
    },
    push(chunk) {
      if (done) return null;
      head = Buffer.concat([head, chunk.subarray(0, PNG_HEAD - head.length)]);
      if (head.length < PNG_HEAD) return null;
      done = true;
      // A first chunk other than IHDR is no PNG a decoder reads.
      if (head.toString('latin1', 12, 16) !== 'IHDR') return UNREADABLE;
      found = true;
      return { width: head.readUInt32BE(16), height: head.readUInt32BE(20) };
    },
  };
}

/** SOF0–SOF15 but DHT (C4), JPG (C8) and DAC (CC), which share the range. */
const isFrameHeader = (code: number) =>
  code >= 0xc0 && code <= 0xcf && code !== 0xc4 && code !== 0xc8 && code !== 0xcc;
/** Markers without a length: TEM and RST0–RST7 (SOI is read first). */
const isStandalone = (code: number) => code === 0x01 || (code >= 0xd0 && code <= 0xd7);
/** FF, code, length (2), precision (1), height (2), width (2). */
const FRAME_HEAD = 9;

function jpegSizeReader(): ImageSizeReader {
  let carry = Buffer.alloc(0);
  let started = false;
  let skip = 0;
  let done = false;
  let found = false;
  return {
    get found() {
      return found;
    },
    push(chunk) {
      if (done) return null;
      const data = carry.length ? Buffer.concat([carry, chunk]) : chunk;
      let i = 0;
      for (;;) {
        if (skip > 0) {
          const n = Math.min(skip, data.length - i);
          i += n;
          skip -= n;
          if (skip > 0) break;
        }
        if (data.length - i < 2) break;
        if (!started) {
          started = true;
          if (data[i] !== 0xff || data[i + 1] !== 0xd8) {
            done = true;
            return UNREADABLE;
          }
          i += 2;
          continue;
        }
        // As libjpeg does: bytes before a marker are skipped, and so are fill bytes (FF FF …).
        if (data[i] !== 0xff || data[i + 1] === 0xff) {
          i += 1;
          continue;
        }
        const code = data[i + 1]!;
        if (isFrameHeader(code)) {
          if (data.length - i < FRAME_HEAD) break;
          done = true;
          found = true;
          return { height: data.readUInt16BE(i + 5), width: data.readUInt16BE(i + 7) };
        }
        // The image data or its end before any frame header: nothing a decoder could show.
        if (code === 0xda || code === 0xd9) {
          done = true;
          return UNREADABLE;
        }
        if (isStandalone(code) || code === 0x00) {
          i += 2;
          continue;
        }
        if (data.length - i < 4) break;
        skip = Math.max(0, data.readUInt16BE(i + 2) - 2);
        i += 4;
      }
      // Less than a frame header's bytes wait for the next chunk.
      carry = Buffer.from(data.subarray(i));
      return null;
    },
  };
}
