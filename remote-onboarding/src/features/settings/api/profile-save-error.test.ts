import { ApiError } from '@leafbid/shared';
import { profileSaveError } from './profile-save-error';

describe('profileSaveError (spec §8 Settings)', () => {
  it.each([
    ['the server text', new ApiError(400, 'Invalid phone', { fromServer: true }), 'Invalid phone'],
    [
      'the server text equal to the fallback',
      new ApiError(400, 'Failed to update profile', { fromServer: true }),
      'Failed to update profile',
    ],
    [
      'an HTTP failure without server text',
      new ApiError(500, 'Failed to update profile', { statusText: 'Internal Server Error' }),
      'Server error: 500 Internal Server Error',
    ],
    [
      'an HTTP failure without status text',
      new ApiError(504, 'Failed to update profile'),
      'Server error: 504',
    ],
    [
      'a network failure',
      new ApiError(0, 'Failed to fetch'),
      'Failed to update profile. Please try again.',
    ],
    [
      'a 2xx answer the client could not use',
      new ApiError(200, 'Invalid response format from server', { statusText: 'OK' }),
      'Failed to update profile. Please try again.',
    ],
    ['an unknown error', new Error('boom'), 'Failed to update profile. Please try again.'],
    ['a non-error value', 'boom', 'Failed to update profile. Please try again.'],
  ])('%s', (_case, error, text) => {
    expect(profileSaveError(error)).toBe(text);
  });
});
