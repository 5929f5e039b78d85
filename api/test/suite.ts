import { after, before } from 'node:test';
import type { Config } from '../src/config.js';
import { createTestContext, createUser, type TestContext, type TestUser } from './helpers.js';

type UserOptions = NonNullable<Parameters<typeof createUser>[1]>;

/** A test file's app and its users, by the names the file gives them. */
export type Suite<U> = {
  ctx: TestContext;
  /**
   * Settled when the app and the users are made. A file's own `before` awaits it first: Node's
   * root-level `before` hooks do not wait for one another.
   */
  ready: Promise<void>;
} & { [K in keyof U]: TestUser };

/**
 * A test file's app, database and storage (createTestContext) and its users (createUser, in the
 * order given), made before its tests and closed after them:
 * `const { ctx, buyer, seller } = testSuite({ buyer: {}, seller: { contactType: ['Seller'] } })`.
 * The objects are handed out at once and filled in by the `before` hook, so the tests (which run
 * after it) read them as they are.
 */
export function testSuite<U extends Record<string, UserOptions>>(
  users: U,
  overrides: Partial<Config> = {},
  options: { rateLimit?: boolean } = {},
): Suite<U> {
  const ctx = {} as TestContext;
  const made = Object.fromEntries(Object.keys(users).map((name) => [name, {} as TestUser]));
  let settle: (error?: unknown) => void = () => {};
  const ready = new Promise<void>((resolve, reject) => {
    settle = (error) => (error === undefined ? resolve() : reject(error));
  });
  // A failed setup fails the suite's own hook; a file that awaits `ready` sees it too.
  ready.catch(() => {});
  before(async () => {
    try {
      Object.assign(ctx, await createTestContext(overrides, options));
      for (const [name, userOptions] of Object.entries(users)) {
        Object.assign(made[name]!, await createUser(ctx.db, userOptions));
      }
      settle();
    } catch (error) {
      settle(error);
      throw error;
    }
  });
  after(async () => ctx.close?.());
  return { ctx, ready, ...made } as Suite<U>;
}
