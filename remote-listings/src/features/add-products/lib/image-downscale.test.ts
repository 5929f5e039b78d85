import { downscaledFileName, downscaledSize, shouldUseDownscaled } from './image-downscale';

const MB = 1024 * 1024;

describe('downscaledSize: neither side above 1280 px, aspect kept, never enlarged (spec §5)', () => {
  test.each([
    [
      { width: 4000, height: 3000 },
      { width: 1280, height: 960 },
    ],
    [
      { width: 3000, height: 4000 },
      { width: 960, height: 1280 },
    ],
    [
      { width: 1280, height: 1280 },
      { width: 1280, height: 1280 },
    ],
    [
      { width: 800, height: 600 },
      { width: 800, height: 600 },
    ],
    [
      { width: 10000, height: 3 },
      { width: 1280, height: 1 },
    ],
  ])('%p → %p', (size, expected) => {
    expect(downscaledSize(size)).toEqual(expected);
  });
});

describe('shouldUseDownscaled: the smaller result, only when under 2 MB', () => {
  test.each([
    ['smaller and under 2 MB', 5 * MB, 1 * MB, true],
    ['smaller but 2 MB or more', 8 * MB, 2 * MB, false],
    ['larger than the original', 200_000, 300_000, false],
    ['the same size', 300_000, 300_000, false],
    ['an empty result', 300_000, 0, false],
  ])('%s', (_name, original, processed, expected) => {
    expect(shouldUseDownscaled(original, processed)).toBe(expected);
  });
});

test('the re-encoded file is named .jpg', () => {
  expect(downscaledFileName('bud.PNG')).toBe('bud.jpg');
  expect(downscaledFileName('bud.large.jpeg')).toBe('bud.large.jpg');
  expect(downscaledFileName('noext')).toBe('noext.jpg');
});
