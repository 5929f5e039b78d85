import { LIVE_EVENT_TYPES } from '@leafbid/domain';
import { PASSED_ON_LIVE_EVENT_TYPES } from './api-live-events';
import { CROSS_TAB_EVENTS } from './cross-tab';

describe("the API's live events the kernel passes on (issue 17)", () => {
  it("passes on every event of the API's contract but the connection's own and the listing decisions", () => {
    expect(
      LIVE_EVENT_TYPES.filter((type) => !PASSED_ON_LIVE_EVENT_TYPES.includes(type as never)),
    ).toEqual(['listing:published', 'listing:declined', 'resync', 'ready', 'ping']);
    expect(PASSED_ON_LIVE_EVENT_TYPES).toEqual(
      expect.arrayContaining(['bid:updated', 'product:published']),
    );
  });

  it('relays each of them to the other tabs, once', () => {
    for (const type of PASSED_ON_LIVE_EVENT_TYPES) expect(CROSS_TAB_EVENTS).toContain(type);
    expect(new Set(CROSS_TAB_EVENTS).size).toBe(CROSS_TAB_EVENTS.length);
  });
});
