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
    getIdToken: jest.fn(async (force: boolean) => `id-${force}`),
  },
};
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
    expect(getCurrentUser()).toEqual({ uid: 'u1', email: 'a@leafbid.test' });
    await expect(port.getIdToken(true)).resolves.toBe('id-true');
  });
});
