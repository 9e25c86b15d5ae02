import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../../http/memory-logger.js';
import { PluginSwitchboard } from './plugin-switchboard.js';

type Row = { plugin_id: string; enabled: boolean };

/** A platform pool whose reads of the switches answer when the test says, in any order. */
function heldPool() {
  const pending: Array<(rows: Row[]) => void> = [];
  return {
    pending,
    query: ((sql: string) =>
      sql.startsWith('SELECT')
        ? new Promise((resolve) => pending.push((rows) => resolve({ rows })))
        : Promise.resolve({ rows: [] })) as never,
  };
}

describe('PluginSwitchboard', () => {
  it('starts from the initial plugins and lets an Owner’s choice outrank them', async () => {
    const switches = new PluginSwitchboard(['nav', 'hello'], memoryLogger().log);
    expect(switches.enabled()).toEqual(['nav', 'hello']);
    const pool = heldPool();
    const loading = switches.load(pool);
    pool.pending[0]!([
      { plugin_id: 'hello', enabled: false },
      { plugin_id: 'reports', enabled: true },
    ]);
    await loading;
    expect(switches.enabled()).toEqual(['nav', 'reports']);
    expect(switches.isOn('hello')).toBe(false);
  });

  it('follows its own read at once though a notice’s later read is still out', async () => {
    const switches = new PluginSwitchboard(['hello'], memoryLogger().log);
    const pool = heldPool();
    const own = switches.load(pool);
    const fromNotice = switches.load(pool);
    pool.pending[0]!([{ plugin_id: 'hello', enabled: false }]);
    await own;
    expect(switches.isOn('hello')).toBe(false);
    pool.pending[1]!([{ plugin_id: 'hello', enabled: false }]);
    await fromNotice;
    expect(switches.isOn('hello')).toBe(false);
  });

  it('never lets a slow read overwrite what a later one applied', async () => {
    const switches = new PluginSwitchboard(['hello'], memoryLogger().log);
    const pool = heldPool();
    const slow = switches.load(pool);
    const later = switches.load(pool);
    pool.pending[1]!([{ plugin_id: 'hello', enabled: true }]);
    await later;
    pool.pending[0]!([{ plugin_id: 'hello', enabled: false }]);
    await slow;
    expect(switches.isOn('hello')).toBe(true);
  });
});
