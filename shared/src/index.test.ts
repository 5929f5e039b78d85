// The package entry loads in jest (Firebase included) and exposes the public API.
import * as shared from './index';

describe('@leafbid/shared entry', () => {
  it('exports the runtime pieces', () => {
    for (const name of [
      'loadRuntimeConfig',
      'getRuntimeConfig',
      'setRuntimeConfig',
      'initIdentity',
      'signInWithEmail',
      'signOutUser',
      'getIdToken',
      'onAuthChange',
      'describeAuthError',
      'ApiError',
      'apiRequest',
      'mediaUrl',
      'fileIdOf',
      'bus',
      'useAuthStore',
      'useProfileStore',
      'resetAllStores',
      'logoutAndReload',
    ]) {
      expect(shared).toHaveProperty(name);
    }
  });
});
