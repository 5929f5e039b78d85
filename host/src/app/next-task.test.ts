import { nextTask } from './next-task';

describe('nextTask (issue 22: start-up cut into tasks)', () => {
  const scheduler = globalThis as { scheduler?: unknown };
  afterEach(() => {
    delete scheduler.scheduler;
  });

  it('resolves in a later task, after a timer queued before it', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('earlier task'), 0);
    void Promise.resolve().then(() => order.push('microtask'));
    await nextTask();
    order.push('after nextTask');
    expect(order).toEqual(['microtask', 'earlier task', 'after nextTask']);
  });

  it("uses the browser's scheduler.yield() where it has one", async () => {
    const yieldToMain = jest.fn(() => Promise.resolve());
    scheduler.scheduler = { yield: yieldToMain };
    await nextTask();
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
