import { describe, expect, it } from 'vitest';

/**
 * The e2e project's `expect.poll` asks for as long as the tests' own waits (vitest.config.ts): a
 * condition that holds only after a second and a half, as a page's next render may on a loaded
 * 2-CPU machine, is waited for, not failed on Vitest's default of one second.
 */
describe('expect.poll in the e2e project', () => {
  it('waits longer than a second for its condition', async () => {
    const started = Date.now();
    await expect.poll(() => Date.now() - started).toBeGreaterThan(1500);
  });
});
