// How many Product API calls are on their way. The host waits until none is before it preloads the
// pages a user has not opened yet (issue 12): those downloads then never compete with the data of
// the page on the screen.
let inFlight = 0;
let waiting: Array<() => void> = [];

/** Counts `call` as on its way until it settles; resolves or rejects as it does. */
export function trackApiCall<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  const done = () => {
    inFlight -= 1;
    if (inFlight > 0) return;
    const resolve = waiting;
    waiting = [];
    resolve.forEach((settle) => settle());
  };
  call.then(done, done);
  return call;
}

/** Resolves once no Product API call is on its way (at once when none is). */
export function whenApiIdle(): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise((resolve) => waiting.push(resolve));
}
