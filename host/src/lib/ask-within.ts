// The host's bounded waits for a remote's files (issue 22): a description or a catalogue that does
// not answer must not hold the start overlay or a remote's parts for ever.

/** What `askWithin` rejects with when the time is up. */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError';
}

/**
 * Runs `ask` with a signal aborted after `timeoutMs`. Rejects with a NoAnswerError naming `what`
 * once the time is up; any other failure is `ask`'s own.
 */
export async function askWithin<T>(
  what: string,
  timeoutMs: number,
  ask: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    return await ask(controller.signal);
  } catch (error) {
    if (!controller.signal.aborted) throw error;
    throw new NoAnswerError(`${what} did not answer within ${timeoutMs} ms`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
