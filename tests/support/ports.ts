// The browser tests run the whole product on their own ports, so they never collide with a
// developer's `npm start` on the defaults. E2E_PORT_OFFSET (a multiple of 10) moves them all, so
// two checkouts on one machine can run their browser tests side by side.
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);
if (!Number.isInteger(offset) || offset < 0 || offset > 900) {
  throw new Error(`E2E_PORT_OFFSET must be a whole number from 0 to 900, got "${offset}"`);
}

export const TEST_PORTS = {
  host: 3100 + offset,
  marketplace: 3101 + offset,
  orders: 3102 + offset,
  listings: 3103 + offset,
  onboarding: 3104 + offset,
  operator: 3105 + offset,
  /** Two builds of the Rsbuild remote of fixtures/rsbuild-remote (e2e/other-bundler.spec.ts). */
  rsbuildRemote: 3106 + offset,
  rsbuildRemoteNewerKernel: 3107 + offset,
  api: 4100 + offset,
  /** The automation-webhook receiver (support/automation-receiver.ts). */
  automation: 4101 + offset,
  auth: 9199 + offset,
};
