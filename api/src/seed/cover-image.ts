/**
 * Deterministic cover images for demo products: an 800x520 PNG with a soft
 * gradient in greens and ambers plus a few blurred circles and leaf-like shapes.
 * Same (seed, label) → same bytes. No text is drawn.
 */
import { PNG } from 'pngjs';

export const COVER_WIDTH = 800;
export const COVER_HEIGHT = 520;

type Rgb = [number, number, number];

/** mulberry32: small, fast, deterministic PRNG returning [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string, used to vary the seed by label. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

function hsl(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const channel = (t0: number): number => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return [channel(hue + 1 / 3) * 255, channel(hue) * 255, channel(hue - 1 / 3) * 255];
}

const between = (rnd: () => number, lo: number, hi: number): number => lo + (hi - lo) * rnd();

/** Green hues (85–150°) or amber hues (28–48°). */
function paletteHue(rnd: () => number, amber: boolean): number {
  return amber ? between(rnd, 28, 48) : between(rnd, 85, 150);
}

function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.min(1, Math.max(0, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

export function renderCoverPng(seed: number, label: string): Buffer {
  const rnd = prng((Math.trunc(seed) ^ hashString(label)) >>> 0);
  const W = COVER_WIDTH;
  const H = COVER_HEIGHT;
  // RGB pixels written straight into the PNG's buffer; the clamped view rounds and clamps.
  const data = Buffer.alloc(W * H * 3);
  const rgb = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);

  // Background: an axis-aligned gradient (top→bottom or left→right) between a deep green and a
  // green-or-amber tone, darkened gently at both ends. Keeping it one-dimensional makes every
  // background row (or column) constant, which the PNG Sub (or Up) filter turns into zeros: small
  // files and fast compression.
  const amberLed = rnd() < 0.4;
  const c0 = hsl(paletteHue(rnd, false), between(rnd, 0.35, 0.6), between(rnd, 0.16, 0.26));
  const c1 = hsl(paletteHue(rnd, amberLed), between(rnd, 0.45, 0.7), between(rnd, 0.42, 0.58));
  const vertical = rnd() < 0.6;
  const flip = rnd() < 0.5;
  const steps = vertical ? H : W;
  const ramp = new Float32Array(steps * 3);
  for (let i = 0; i < steps; i++) {
    const s0 = i / (steps - 1);
    const t0 = flip ? 1 - s0 : s0;
    const t = t0 * t0 * (3 - 2 * t0);
    const e = 2 * s0 - 1;
    const v = 1 - 0.18 * e * e;
    ramp[i * 3] = (c0[0] + (c1[0] - c0[0]) * t) * v;
    ramp[i * 3 + 1] = (c0[1] + (c1[1] - c0[1]) * t) * v;
    ramp[i * 3 + 2] = (c0[2] + (c1[2] - c0[2]) * t) * v;
  }
  const rowBytes = W * 3;
  for (let y = 0; y < H; y++) {
    if (!vertical && y > 0) {
      data.copy(data, y * rowBytes, 0, rowBytes); // every row equals the first
      continue;
    }
    for (let x = 0; x < W; x++) {
      const r = (vertical ? y : x) * 3;
      const o = y * rowBytes + x * 3;
      rgb[o] = ramp[r]!;
      rgb[o + 1] = ramp[r + 1]!;
      rgb[o + 2] = ramp[r + 2]!;
    }
  }

  const blend = (o: number, color: Rgb, alpha: number): void => {
    rgb[o] = rgb[o]! + (color[0] - rgb[o]!) * alpha;
    rgb[o + 1] = rgb[o + 1]! + (color[1] - rgb[o + 1]!) * alpha;
    rgb[o + 2] = rgb[o + 2]! + (color[2] - rgb[o + 2]!) * alpha;
  };

  // Soft glowing circles (bokeh).
  const circles = 5 + Math.floor(rnd() * 5);
  for (let i = 0; i < circles; i++) {
    const r = between(rnd, 40, 170);
    const cx = between(rnd, -r / 2, W + r / 2);
    const cy = between(rnd, -r / 2, H + r / 2);
    const color = hsl(
      paletteHue(rnd, rnd() < 0.5),
      between(rnd, 0.4, 0.8),
      between(rnd, 0.55, 0.8),
    );
    const strength = between(rnd, 0.12, 0.32);
    const x0 = Math.max(0, Math.floor(cx - r));
    const x1 = Math.min(W - 1, Math.ceil(cx + r));
    const y0 = Math.max(0, Math.floor(cy - r));
    const y1 = Math.min(H - 1, Math.ceil(cy + r));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const ddx = x - cx;
        const ddy = y - cy;
        const d2 = (ddx * ddx + ddy * ddy) / (r * r);
        if (d2 >= 1) continue;
        const d = Math.sqrt(d2);
        const a = strength * (1 - smoothstep(0.55, 1, d));
        blend((y * W + x) * 3, color, a);
      }
    }
  }

  // Leaf-like shapes: a lens |v| < w·(1 − u²) along a rotated axis, with a faint central vein.
  const leaves = 3 + Math.floor(rnd() * 4);
  for (let i = 0; i < leaves; i++) {
    const len = between(rnd, 70, 190);
    const width = len * between(rnd, 0.22, 0.36);
    const cx = between(rnd, 40, W - 40);
    const cy = between(rnd, 40, H - 40);
    const rot = between(rnd, 0, Math.PI * 2);
    const cr = Math.cos(rot);
    const sr = Math.sin(rot);
    const leafHue = paletteHue(rnd, false);
    const color = hsl(leafHue, between(rnd, 0.45, 0.75), between(rnd, 0.3, 0.5));
    const vein = hsl(leafHue, 0.45, 0.72);
    const strength = between(rnd, 0.35, 0.6);
    const extentX = Math.abs(cr) * len + Math.abs(sr) * width + 3;
    const extentY = Math.abs(sr) * len + Math.abs(cr) * width + 3;
    const x0 = Math.max(0, Math.floor(cx - extentX));
    const x1 = Math.min(W - 1, Math.ceil(cx + extentX));
    const y0 = Math.max(0, Math.floor(cy - extentY));
    const y1 = Math.min(H - 1, Math.ceil(cy + extentY));
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x - cx;
        const py = y - cy;
        const u = (px * cr + py * sr) / len;
        if (u <= -1 || u >= 1) continue;
        const v = -px * sr + py * cr;
        const half = width * (1 - u * u);
        const edge = half - Math.abs(v);
        if (edge <= -2) continue;
        const o = (y * W + x) * 3;
        // 2 px anti-aliased edge, slightly lighter towards the tip.
        const a = strength * smoothstep(-2, 2, edge) * (0.75 + 0.25 * u);
        blend(o, color, a);
        const veinDist = Math.abs(v);
        if (veinDist < 1.6 && Math.abs(u) < 0.85) blend(o, vein, 0.3 * (1 - veinDist / 1.6));
      }
    }
  }

  // RGB input matching the RGB output lets pngjs skip its pixel-format conversion.
  const png = new PNG({
    width: W,
    height: H,
    colorType: 2,
    inputColorType: 2,
    inputHasAlpha: false,
  });
  png.data = data;
  // Sub filter for a vertical gradient, Up for a horizontal one; zlib's RLE strategy then
  // compresses the long zero runs quickly.
  return PNG.sync.write(png, {
    colorType: 2,
    inputColorType: 2,
    inputHasAlpha: false,
    filterType: vertical ? 1 : 2,
    deflateStrategy: 3,
    deflateLevel: 9,
  });
}
