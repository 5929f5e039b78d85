import type { Size } from './image-downscale';
import { downscaleImage, type DecodedImage, type ImagePipeline } from './downscale-image';
import { prepareFiles } from './prepare-files';

const MB = 1024 * 1024;

/** A file of `bytes` bytes (the content does not matter to the fake pipeline). */
const fileOf = (name: string, type: string, bytes: number) =>
  new File([new Uint8Array(bytes)], name, { type, lastModified: 1_700_000_000_000 });

/** Decodes every image at `size`; encodes to `encodedBytes`; records what it was asked. */
function fakePipeline(size: Size, encodedBytes: number) {
  const calls: Array<{ size: Size; quality: number }> = [];
  const closed: string[] = [];
  const pipeline: ImagePipeline = {
    decode: async (file) => {
      const name = (file as File).name;
      return {
        ...size,
        source: {} as CanvasImageSource,
        close: () => closed.push(name),
      } satisfies DecodedImage;
    },
    encode: async (_image, target, quality) => {
      calls.push({ size: target, quality });
      return new Blob([new Uint8Array(encodedBytes)], { type: 'image/jpeg' });
    },
  };
  return { pipeline, calls, closed };
}

describe('downscaleImage — spec §5 (≤ 1280 px, quality 0.8, the smaller result only under 2 MB)', () => {
  it('a large photo is drawn at 1280 px on its longest side, at quality 0.8, and the JPEG replaces it', async () => {
    const { pipeline, calls, closed } = fakePipeline({ width: 4032, height: 3024 }, 600_000);
    const original = fileOf('bud.png', 'image/png', 9 * MB);
    const result = await downscaleImage(original, pipeline);
    expect(calls).toEqual([{ size: { width: 1280, height: 960 }, quality: 0.8 }]);
    expect(result).not.toBe(original);
    expect(result.name).toBe('bud.jpg');
    expect(result.type).toBe('image/jpeg');
    expect(result.size).toBe(600_000);
    expect(closed).toEqual(['bud.png']);
  });

  it('the result is not used when it is 2 MB or more: the original goes as chosen', async () => {
    const { pipeline } = fakePipeline({ width: 5000, height: 5000 }, 2 * MB);
    const original = fileOf('huge.jpg', 'image/jpeg', 8 * MB);
    expect(await downscaleImage(original, pipeline)).toBe(original);
  });

  it('the result is not used when it is not smaller than the original', async () => {
    const { pipeline, calls } = fakePipeline({ width: 800, height: 600 }, 90_000);
    const original = fileOf('small.jpg', 'image/jpeg', 80_000);
    expect(await downscaleImage(original, pipeline)).toBe(original);
    expect(calls[0]?.size).toEqual({ width: 800, height: 600 });
  });

  it('an image the API cannot take (e.g. WebP) is always sent as the JPEG', async () => {
    const { pipeline } = fakePipeline({ width: 800, height: 600 }, 3 * MB);
    const result = await downscaleImage(fileOf('leaf.webp', 'image/webp', 1 * MB), pipeline);
    expect(result.type).toBe('image/jpeg');
    expect(result.name).toBe('leaf.jpg');
  });

  it('videos and documents pass through untouched', async () => {
    const { pipeline, calls } = fakePipeline({ width: 1, height: 1 }, 1);
    const video = fileOf('clip.mp4', 'video/mp4', 5 * MB);
    const pdf = fileOf('coa.pdf', 'application/pdf', 100);
    expect(await downscaleImage(video, pipeline)).toBe(video);
    expect(await downscaleImage(pdf, pipeline)).toBe(pdf);
    expect(calls).toEqual([]);
  });

  it('prepareFiles keeps what it could process and names each failure "Failed to process {file}"', async () => {
    const { pipeline } = fakePipeline({ width: 3000, height: 2000 }, 100_000);
    const failing: ImagePipeline = {
      ...pipeline,
      decode: (file) =>
        (file as File).name === 'broken.heic'
          ? Promise.reject(new Error('cannot decode'))
          : pipeline.decode(file),
    };
    const { files, failures } = await prepareFiles(
      [
        fileOf('a.png', 'image/png', 4 * MB),
        fileOf('broken.heic', 'image/heic', 2 * MB),
        fileOf('clip.webm', 'video/webm', 3 * MB),
      ],
      failing,
    );
    expect(files.map((f) => f.name)).toEqual(['a.jpg', 'clip.webm']);
    expect(failures).toEqual(['Failed to process broken.heic']);
  });
});
