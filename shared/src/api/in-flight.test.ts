import { deferred, isSettled } from '../testing/promises';
import { trackApiCall, whenApiIdle } from './in-flight';

describe('Product API calls on their way (issue 12: the host preloads other pages once none is)', () => {
  it('none: idle at once', async () => {
    expect(await isSettled(whenApiIdle())).toBe(true);
  });

  it('idle once every call has answered or failed, and a call still answers as it did', async () => {
    const products = deferred();
    const tasks = deferred();
    const tracked = trackApiCall(products.promise);
    trackApiCall(tasks.promise).catch(() => undefined);
    const idle = whenApiIdle();
    products.resolve();
    await expect(tracked).resolves.toBeUndefined();
    expect(await isSettled(idle)).toBe(false);
    tasks.reject(new Error('Failed to fetch tasks'));
    expect(await isSettled(idle)).toBe(true);
  });
});
