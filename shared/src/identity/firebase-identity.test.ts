import { setRuntimeConfig } from '../config';
import { getCurrentUser, uninstallIdentity } from './active-identity';
import { initIdentity } from './firebase-identity';

const persistence = {
  indexedDBLocalPersistence: { type: 'indexeddb' },
  browserLocalPersistence: { type: 'local' },
  browserSessionPersistence: { type: 'session' },
};
const auth = {
  currentUser: {
    uid: 'u1',
    email: 'a@leafbid.test',
    emailVerified: false,
    getIdToken: jest.fn(async (force: boolean) => `id-${force}`),
    reload: jest.fn(async () => {
      auth.currentUser.emailVerified = true;
    }),
  },
};
const sendPasswordResetEmail = jest.fn();
const initializeAuth = jest.fn(() => auth);
const connectAuthEmulator = jest.fn();

jest.mock('firebase/app', () => ({
  getApps: () => [],
  getApp: () => ({}),
  initializeApp: jest.fn(() => ({ name: '[DEFAULT]' })),
}));
jest.mock('firebase/auth', () => ({
  ...persistence,
  initializeAuth: (...args: unknown[]) => (initializeAuth as (...a: unknown[]) => unknown)(...args),
  connectAuthEmulator: (...args: unknown[]) =>
    (connectAuthEmulator as (...a: unknown[]) => unknown)(...args),
  getAuth: () => auth,
  onAuthStateChanged: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  createUserWithEmailAndPassword: jest.fn(),
  signOut: jest.fn(),
  confirmPasswordReset: jest.fn(),
  sendEmailVerification: jest.fn(),
  sendPasswordResetEmail: (...args: unknown[]) =>
    (sendPasswordResetEmail as (...a: unknown[]) => unknown)(...args),
}));

afterEach(() => uninstallIdentity());

describe('initIdentity (spec §4: indexed storage, then local, then session)', () => {
  it('initialises auth with that persistence order and connects the emulator when configured', async () => {
    const config = setRuntimeConfig({
      apiBaseUrl: 'http://localhost:4000',
      firebase: {
        apiKey: 'k',
        authDomain: 'd',
        projectId: 'demo-leafbid',
        authEmulatorUrl: 'http://127.0.0.1:9099',
      },
    });
    const port = await initIdentity(config);
    expect(initializeAuth).toHaveBeenCalledWith(expect.anything(), {
      persistence: [
        persistence.indexedDBLocalPersistence,
        persistence.browserLocalPersistence,
        persistence.browserSessionPersistence,
      ],
    });
    expect(connectAuthEmulator).toHaveBeenCalledWith(auth, 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(getCurrentUser()).toEqual({ uid: 'u1', email: 'a@leafbid.test', emailVerified: false });
    await expect(port.getIdToken(true)).resolves.toBe('id-true');
  });
});

describe('reset email and verification (issue 7)', () => {
  const config = () =>
    setRuntimeConfig({
      apiBaseUrl: 'http://localhost:4000',
      firebase: { apiKey: 'k', authDomain: 'd', projectId: 'demo-leafbid' },
    });

  it('sends the reset email with the continue URL and never reveals an unknown address', async () => {
    const port = await initIdentity(config());
    sendPasswordResetEmail.mockResolvedValueOnce(undefined);
    await port.sendPasswordReset('a@leafbid.test', 'http://localhost:3000/login');
    expect(sendPasswordResetEmail).toHaveBeenCalledWith(auth, 'a@leafbid.test', {
      url: 'http://localhost:3000/login',
    });
    sendPasswordResetEmail.mockRejectedValueOnce(
      Object.assign(new Error('no user'), { code: 'auth/user-not-found' }),
    );
    await expect(port.sendPasswordReset('x@leafbid.test', 'u')).resolves.toBeUndefined();
    sendPasswordResetEmail.mockRejectedValueOnce(
      Object.assign(new Error('slow down'), { code: 'auth/too-many-requests' }),
    );
    await expect(port.sendPasswordReset('x@leafbid.test', 'u')).rejects.toMatchObject({
      code: 'auth/too-many-requests',
    });
  });

  it('reloadUser re-reads emailVerified and forces a fresh ID token', async () => {
    const port = await initIdentity(config());
    auth.currentUser.getIdToken.mockClear();
    await expect(port.reloadUser()).resolves.toEqual({
      uid: 'u1',
      email: 'a@leafbid.test',
      emailVerified: true,
    });
    expect(auth.currentUser.getIdToken).toHaveBeenCalledWith(true);
  });
});
