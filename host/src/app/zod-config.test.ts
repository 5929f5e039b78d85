import { z } from 'zod';

describe("the browser's zod (issue 22)", () => {
  it('checks without compiled checkers once the host has configured it', async () => {
    expect(z.config().jitless).not.toBe(true);
    await import('./zod-config');
    expect(z.config().jitless).toBe(true);
  });
});
