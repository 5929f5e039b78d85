import { checkRemoteDescription } from '@leafbid/shared/platform';
import description from './remote-description';

describe('the onboarding remote describes itself to the host (issue 11)', () => {
  it('passes the shared contract under its federation name', () => {
    expect(checkRemoteDescription(description, 'onboarding').ok).toBe(true);
  });

  it('spec §6: /login, /join and /reset are public; /settings and /confirm-account need sign-in; no navigation link', () => {
    expect(description.routes.map(({ path, title, access }) => [path, title, access])).toEqual([
      ['/login', 'Login', 'public'],
      ['/join', 'Join', 'public'],
      ['/reset', 'Reset Password', 'public'],
      ['/settings', 'Settings', 'signed-in'],
      ['/confirm-account', 'Account Confirmation', 'signed-in'],
      ['/account-documents', 'Licence documents', 'signed-in'],
    ]);
    expect(description.navigation).toEqual([]);
    expect(description.widgets).toEqual([]);
  });
});
