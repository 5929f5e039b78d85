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

describe('@leafbid/shared/ui entry', () => {
  it('exports the UI kit the remotes build against', async () => {
    const ui = await import('./ui');
    for (const name of [
      'Button',
      'Modal',
      'ConfirmModal',
      'FormField',
      'LanguageSwitch',
      // 2.5.0
      'DownloadLink',
      'useLazyModule',
      'DialogLoadFailed',
    ]) {
      expect(ui).toHaveProperty(name);
    }
  });
});
