import type { GoTrueClient } from '@supabase/auth-js';
import { storedSession } from './stored-session.js';

/** A token this close to its end is refreshed through auth-js before it is sent. */
const REFRESH_MARGIN_MS = 60_000;

const loadClient = async () => (await import('./auth-client.js')).createAuthClient();

/**
 * The web app's account client, loaded when first needed rather than with the shell (auth-js is
 * about 23 KB gzipped): a request reads a fresh access token straight from what auth-js stored,
 * and only a token near its end, or an account screen, loads the client (which then refreshes
 * it, and keeps refreshing it).
 */
export class AuthSource {
  private client: Promise<GoTrueClient> | undefined;

  constructor(private readonly create: () => Promise<GoTrueClient> = loadClient) {}

  /** The auth-js client, made once. */
  load(): Promise<GoTrueClient> {
    return (this.client ??= this.create());
  }

  /** The current access token; undefined signed out. */
  async accessToken(): Promise<string | undefined> {
    const stored = storedSession();
    if (!stored) return undefined;
    const fresh = (stored.expires_at ?? 0) * 1000 > Date.now() + REFRESH_MARGIN_MS;
    if (fresh && !this.client) return stored.access_token;
    return (await (await this.load()).getSession()).data.session?.access_token;
  }
}
