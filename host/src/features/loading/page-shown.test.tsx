import { render } from '@testing-library/react';
import { LoadingOverlay } from './components/LoadingOverlay';
import { whenPageShown } from './page-shown';

/** Whether the promise has settled by now. */
async function isSettled(promise: Promise<unknown>) {
  let settled = false;
  void promise.then(() => (settled = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return settled;
}

describe('the page is shown once no loading overlay covers it (issue 12: preloads wait for it)', () => {
  it('at once when no overlay is up', async () => {
    expect(await isSettled(whenPageShown())).toBe(true);
  });

  it('when the last of the overlays covering it goes', async () => {
    const start = render(<LoadingOverlay steady />);
    const routeChange = render(<LoadingOverlay />);
    const shown = whenPageShown();
    expect(await isSettled(shown)).toBe(false);
    start.unmount();
    expect(await isSettled(shown)).toBe(false);
    routeChange.unmount();
    expect(await isSettled(shown)).toBe(true);
  });
});
