import { imageProcessingFailed } from './messages';

describe('the error catalogue (spec §8) fills its templates', () => {
  it('Failed to process {file}', () => {
    expect(imageProcessingFailed('a.heic')).toBe('Failed to process a.heic');
  });
});
