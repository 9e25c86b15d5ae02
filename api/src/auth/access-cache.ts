import type { NoticeSubscriber } from '../platform/index.js';

/** How long an entry is trusted at most, notices or not: a bound on what a lost notice can cost. */
export const ACCESS_CACHE_TTL_MS = 60_000;

/** Entries at most; past it the cache starts over (a signed-in caller can name any ref or slug). */
export const ACCESS_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  readonly value: unknown;
  readonly until: number;
}

/**
 * What this instance remembers between requests about who is signed in and what they hold: the
 * live session behind a token, a member's role in an organization. With it, a signed-in request
 * makes no platform round trip for its session and grants (the query-overhead budget).
 *
 * It is only right while every change to those facts clears it, so it remembers nothing unless
 * it is `hearing` the platform database's `atrium_access_changed` notices (sent by triggers on
 * every change, from any instance or by hand; see the migration `access-change-notices`). Losing
 * the listening connection clears it and stops it remembering until the notices are heard again.
 * This instance's own changes clear it as soon as they are answered (`forgetAccessAfterChanges`),
 * so a sign-out refuses its tokens at once on the instance that signed out, and within the
 * notice's delivery (milliseconds) on the others.
 *
 * A lookup that began before a clear is not stored when it ends (the `generation` check): it may
 * have read the facts from before the change.
 */
export class AccessCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private hearing = false;

  constructor(
    private readonly ttlMs = ACCESS_CACHE_TTL_MS,
    private readonly maxEntries = ACCESS_CACHE_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  /**
   * The remembered answer for `key`, or `load()`'s, remembered unless undefined. `validUntil`
   * (a time in ms) shortens an entry's life below the TTL, for facts that lapse by themselves.
   */
  async remember<T>(
    key: string,
    load: () => Promise<T | undefined>,
    validUntil?: (value: T) => number | undefined,
  ): Promise<T | undefined> {
    if (!this.hearing) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.until > now) return hit.value as T;
    const generation = this.generation;
    const value = await load();
    if (value === undefined || generation !== this.generation || !this.hearing) return value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    const until = Math.min(now + this.ttlMs, validUntil?.(value) ?? Infinity);
    this.entries.set(key, { value, until });
    return value;
  }

  /** Forgets everything, lookups under way included: something about access changed. */
  clear(): void {
    this.generation++;
    this.entries.clear();
  }

  /** Whether the notices are heard: only then is anything remembered. Either way, starts over. */
  setHearing(hearing: boolean): void {
    this.hearing = hearing;
    this.clear();
  }

  get isHearing(): boolean {
    return this.hearing;
  }
}

/** The notice the platform database's triggers send on every change to who may do what. */
export const ACCESS_CHANGED_CHANNEL = 'atrium_access_changed';

/** Keeps `cache` on the platform's access notices: cleared on each, trusted only while heard. */
export const accessNotices = (cache: AccessCache): NoticeSubscriber => ({
  channel: ACCESS_CHANGED_CHANNEL,
  notice: () => cache.clear(),
  hearing: (heard) => cache.setHearing(heard),
});
