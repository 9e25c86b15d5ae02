import type { GoTrueClient } from '@supabase/auth-js';

/** The API's error body: Atrium's shape, with GoTrue's fields beside it (docs/architecture/auth.md). */
interface ErrorAnswer {
  readonly error?: { readonly message?: string };
  readonly msg?: string;
}

/**
 * A JSON POST from the signed-out pages (setup, recovery code, invitation), with the session's
 * token when there is one. Throws the server's message; a 401 here is an answer to show, not a
 * reason to leave the page.
 */
export async function postJson<T>(auth: GoTrueClient, path: string, body: unknown): Promise<T> {
  const token = (await auth.getSession()).data.session?.access_token;
  const response = await globalThis.fetch(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const answer = (await response.json().catch(() => undefined)) as (T & ErrorAnswer) | undefined;
  if (!response.ok) {
    throw new Error(
      answer?.error?.message ?? answer?.msg ?? `Request failed (HTTP ${response.status})`,
    );
  }
  return answer as T;
}

/** A GoTrue token answer, as setup and recovery codes give it: stored as auth-js stores any. */
export interface TokenAnswer {
  readonly access_token: string;
  readonly refresh_token: string;
}

export async function keepSession(auth: GoTrueClient, answer: TokenAnswer): Promise<void> {
  const { error } = await auth.setSession({
    access_token: answer.access_token,
    refresh_token: answer.refresh_token,
  });
  if (error) throw error;
}
