/**
 * Per-project preferences in localStorage, namespaced so plugins and projects never collide:
 * `atrium:{projectRef or 'global'}:{pluginId}:{key}`. Values are JSON.
 */
export class Preferences {
  constructor(private readonly storage: Storage | undefined = globalThis.localStorage) {}

  scoped(projectRef: string | undefined, owner: string) {
    const prefix = `atrium:${projectRef ?? 'global'}:${owner}:`;
    return {
      get: <T>(key: string, fallback: T): T => this.read(prefix + key, fallback),
      set: (key: string, value: unknown): void => this.write(prefix + key, value),
    };
  }

  private read<T>(key: string, fallback: T): T {
    try {
      const raw = this.storage?.getItem(key);
      return raw === null || raw === undefined ? fallback : (JSON.parse(raw) as T);
    } catch {
      return fallback;
    }
  }

  private write(key: string, value: unknown): void {
    try {
      this.storage?.setItem(key, JSON.stringify(value));
    } catch {
      // Storage full or disabled (private mode): preferences are a convenience, never fatal.
    }
  }
}
