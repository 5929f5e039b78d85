import { render } from '@testing-library/react';
import { isSettled } from '@leafbid/shared/testing';
import { LoadingOverlay } from './components/LoadingOverlay';
import { whenPageShown } from './page-shown';

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
