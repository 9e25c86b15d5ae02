/** Where the session lives in `localStorage`; the e2e harness writes the same key. */
export const AUTH_STORAGE_KEY = 'atrium.auth';

/** The fields of auth-js's stored `Session` read without auth-js. */
export interface StoredSession {
  readonly access_token: string;
  /** Seconds since the epoch. */
  readonly expires_at?: number;
  readonly user?: { readonly email?: string };
}

/** The session as auth-js stored it, or undefined (none, or unreadable). */
export function storedSession(
  storage: Storage | undefined = globalThis.localStorage,
): StoredSession | undefined {
  try {
    const raw = storage?.getItem(AUTH_STORAGE_KEY);
    const session = raw ? (JSON.parse(raw) as StoredSession) : undefined;
    return typeof session?.access_token === 'string' ? session : undefined;
  } catch {
    return undefined;
  }
}
