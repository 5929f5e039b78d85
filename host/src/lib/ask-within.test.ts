import { NoAnswerError, askWithin } from './ask-within';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

/** An answer that comes only when the test says, or fails when its signal aborts. */
function slowAnswer(signal: AbortSignal): Promise<string> {
  return new Promise((_resolve, reject) =>
    signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
  );
}

it('gives the answer that comes in time, and clears its timer', async () => {
  await expect(askWithin('a.json', 100, async () => 'answer')).resolves.toBe('answer');
  expect(jest.getTimerCount()).toBe(0);
});

it('aborts once the time is up and says what did not answer', async () => {
  const asking = askWithin('a.json', 100, slowAnswer);
  const failed = expect(asking).rejects.toThrow('a.json did not answer within 100 ms');
  await jest.advanceTimersByTimeAsync(100);
  await failed;
  await expect(asking).rejects.toBeInstanceOf(NoAnswerError);
});

it('passes on any other failure as it is', async () => {
  const refused = new Error('a.json answered 503');
  await expect(askWithin('a.json', 100, () => Promise.reject(refused))).rejects.toBe(refused);
});
