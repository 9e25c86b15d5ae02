import type pg from 'pg';
import type { Logger } from 'pino';
import type { NoticeSubscriber } from '../../platform/index.js';

/** The notice the platform's trigger sends, with the plugin's id, when a switch commits. */
export const PLUGIN_SWITCHED_CHANNEL = 'atrium_plugin_switched';

/**
 * Which plugins are on, on this instance, as the platform database says: an Owner's choice
 * (`plugin_switches`) where there is one, else the deployment's initial state (`atrium.config.json`
 * `plugins`, or `ATRIUM_PLUGINS`). Kept on the notices every switch sends, and read whole again
 * once the notices are heard after a lost connection (a switch may have been missed meanwhile),
 * so every instance follows within moments of a change on any of them.
 */
export class PluginSwitchboard {
  #choices = new Map<string, boolean>();
  #pool: Pick<pg.Pool, 'query'> | undefined;
  /** Numbers reads, so a slow read never overwrites what a later one found and applied. */
  #reads = 0;
  #applied = 0;

  constructor(
    /** The plugins on where no Owner has chosen. */
    private readonly initial: readonly string[],
    private readonly log: Logger,
  ) {}

  /** Reads every choice from the platform database; until then, the initial state holds. */
  async load(pool: Pick<pg.Pool, 'query'>): Promise<void> {
    this.#pool = pool;
    const read = ++this.#reads;
    const { rows } = await pool.query<{ plugin_id: string; enabled: boolean }>(
      'SELECT plugin_id, enabled FROM plugin_switches',
    );
    if (read < this.#applied) return;
    this.#applied = read;
    this.#choices = new Map(rows.map((row) => [row.plugin_id, row.enabled]));
  }

  /** Records an Owner's choice and follows it here at once (the other instances on its notice). */
  async choose(pluginId: string, enabled: boolean, userId: string): Promise<void> {
    if (!this.#pool) throw new Error('the plugin switches are not loaded yet');
    await this.#pool.query(
      `INSERT INTO plugin_switches (plugin_id, enabled, changed_by) VALUES ($1, $2, $3)
       ON CONFLICT (plugin_id) DO UPDATE
       SET enabled = excluded.enabled, changed_by = excluded.changed_by, changed_at = now()`,
      [pluginId, enabled, userId],
    );
    await this.load(this.#pool);
  }

  isOn(pluginId: string): boolean {
    return this.#choices.get(pluginId) ?? this.initial.includes(pluginId);
  }

  /** The ids of the plugins on, the initial ones first, in their order. */
  enabled(): readonly string[] {
    const named = [...new Set([...this.initial, ...this.#choices.keys()])];
    return named.filter((id) => this.isOn(id));
  }

  /** Follows the switches' notices on the instance's one listener. */
  subscriber(): NoticeSubscriber {
    let missedSome = false;
    return {
      channel: PLUGIN_SWITCHED_CHANNEL,
      notice: () => void this.#reload(),
      hearing: (heard) => {
        if (!heard) missedSome = true;
        else if (missedSome) {
          missedSome = false;
          void this.#reload();
        }
      },
    };
  }

  async #reload(): Promise<void> {
    if (!this.#pool) return;
    try {
      await this.load(this.#pool);
    } catch (error) {
      this.log.warn({ err: error }, 'could not read the plugin switches; keeping the last known');
    }
  }
}
