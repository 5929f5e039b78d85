// The browser tests run the whole product on their own ports, so they never collide with a
// developer's `npm start` on the defaults.
export const TEST_PORTS = {
  host: 3100,
  marketplace: 3101,
  orders: 3102,
  listings: 3103,
  onboarding: 3104,
  api: 4100,
  auth: 9199,
};
