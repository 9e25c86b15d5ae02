import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Deployment } from '../services/deployment.js';
import { followPluginSwitches } from './follow-plugin-switches.js';

const deployment = (plugins: string[]): Deployment => ({ plugins, hosted: false, flags: {} });

describe('followPluginSwitches', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('asks every tick, and calls back once, with the new deployment, when the plugins on change', async () => {
    vi.useFakeTimers();
    const answers = [deployment(['hello', 'nav']), deployment(['nav'])];
    const read = vi.fn(async () => answers.shift() ?? deployment(['nav']));
    const changed = vi.fn();
    const follower = followPluginSwitches(read, ['nav', 'hello'], changed, 1_000);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(read).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled(); // the same set, in another order
    await vi.advanceTimersByTimeAsync(1_000);
    expect(changed).toHaveBeenCalledExactlyOnceWith(deployment(['nav']));
    await vi.advanceTimersByTimeAsync(5_000);
    expect(read).toHaveBeenCalledTimes(2); // it stopped once it called back
    follower.stop();
  });

  it('asks at once when told to, and keeps asking after a failed ask', async () => {
    vi.useFakeTimers();
    const read = vi
      .fn<() => Promise<Deployment>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(deployment([]));
    const changed = vi.fn();
    const follower = followPluginSwitches(read, ['hello'], changed, 1_000);
    await follower.checkNow();
    expect(read).toHaveBeenCalledTimes(1);
    expect(changed).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(changed).toHaveBeenCalledExactlyOnceWith(deployment([]));
  });

  it('asks nothing more once stopped', async () => {
    vi.useFakeTimers();
    const read = vi.fn(async () => deployment(['hello']));
    const follower = followPluginSwitches(read, ['hello'], vi.fn(), 1_000);
    follower.stop();
    await vi.advanceTimersByTimeAsync(5_000);
    await follower.checkNow();
    expect(read).not.toHaveBeenCalled();
  });
});
