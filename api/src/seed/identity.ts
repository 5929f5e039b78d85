import { deleteApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Config } from '../config.js';
import { loadDemoFixtures } from './demo-fixtures.js';
import { createFirebaseApp } from '../identity/firebase-verifier.js';

const ALREADY_THERE = new Set(['auth/uid-already-exists', 'auth/email-already-exists']);

export interface EnsureIdentitiesOptions {
  retries?: number;
  retryDelayMs?: number;
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Creates the demo accounts in the Auth EMULATOR with fixed uids, so they match the seeded
 * contacts' User_UID even after the emulator restarts empty. Never runs against real Firebase.
 */
export async function ensureDemoIdentities(
  config: Pick<Config, 'firebaseProjectId' | 'firebaseAuthEmulatorHost'>,
  options: EnsureIdentitiesOptions = {},
): Promise<number> {
  if (!config.firebaseAuthEmulatorHost)
    throw new Error('ensureDemoIdentities needs the Auth emulator');
  const { retries = 10, retryDelayMs = 1000, log } = options;
  const { password, accounts: demoAccounts } = await loadDemoFixtures();
  const app = createFirebaseApp({
    projectId: config.firebaseProjectId,
    emulatorHost: config.firebaseAuthEmulatorHost,
  });
  const auth = getAuth(app);
  let created = 0;
  try {
    for (const account of demoAccounts) {
      for (let attempt = 1; ; attempt++) {
        try {
          await auth.createUser({
            uid: account.uid,
            email: account.email,
            password,
            displayName: `${account.firstName} ${account.lastName}`,
            emailVerified: true,
          });
          created++;
          break;
        } catch (error) {
          const code = (error as { code?: string }).code ?? '';
          if (ALREADY_THERE.has(code)) break;
          // The emulator may still be starting: retry connection-level failures a few times.
          if (attempt >= retries) throw error;
          log?.warn(
            { attempt, reason: error instanceof Error ? error.message : String(error) },
            'identity emulator not ready, retrying',
          );
          await new Promise((r) => setTimeout(r, retryDelayMs));
        }
      }
    }
  } finally {
    await deleteApp(app);
  }
  return created;
}
