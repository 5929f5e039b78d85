import { bus } from './bus';
import { connectCrossTab, relayAcrossTabs } from './cross-tab';

const posted: unknown[] = [];
const listeners: Array<(event: { data: unknown }) => void> = [];
class FakeChannel {
  constructor(readonly name: string) {}
  postMessage(data: unknown) {
    posted.push(data);
  }
  set onmessage(listener: (event: { data: unknown }) => void) {
    listeners.push(listener);
  }
  close() {}
}
const fromOtherTab = (data: unknown) => listeners.forEach((l) => l({ data }));

let stop: () => void = () => undefined;
const original = globalThis.BroadcastChannel;
beforeEach(() => {
  posted.length = 0;
  listeners.length = 0;
  globalThis.BroadcastChannel = FakeChannel as unknown as typeof BroadcastChannel;
  stop = connectCrossTab();
});
afterEach(() => {
  stop();
  globalThis.BroadcastChannel = original;
});

describe('tabs of the same browser stay in step (bus/cross-tab.ts)', () => {
  it("the kernel's events go out once; received ones are emitted here and not sent back", () => {
    const heard = jest.fn();
    const [first, second] = [{ id: 'p_1' }, { id: 'p_2' }] as [never, never];
    bus.on('product:updated', heard);
    bus.emit('product:updated', { product: first });
    expect(posted).toEqual([{ type: 'product:updated', payload: { product: { id: 'p_1' } } }]);
    fromOtherTab({ type: 'product:updated', payload: { product: second } });
    expect(heard).toHaveBeenLastCalledWith({ product: { id: 'p_2' } });
    expect(posted).toHaveLength(1);
    bus.off('product:updated', heard);
  });

  it('an event a remote names with relayAcrossTabs travels too, even named after the start', () => {
    const heard = jest.fn();
    bus.on('profile:updated', heard);
    fromOtherTab({ type: 'profile:updated', payload: { profile: { id: 'c_1' } } });
    bus.emit('support:open', undefined);
    expect(heard).not.toHaveBeenCalled();
    expect(posted).toEqual([]);

    relayAcrossTabs(['profile:updated']);
    fromOtherTab({ type: 'profile:updated', payload: { profile: { id: 'c_1' } } });
    expect(heard).toHaveBeenCalledWith({ profile: { id: 'c_1' } });
    expect(posted).toEqual([]);
    bus.emit('profile:updated', { profile: { id: 'c_2' } as never });
    expect(posted).toEqual([{ type: 'profile:updated', payload: { profile: { id: 'c_2' } } }]);
    fromOtherTab({ type: 'not:ours', payload: {} });
    bus.off('profile:updated', heard);
  });
});
