import { inject } from 'vitest';
import { bearer } from './owner.js';

/**
 * The owner's token of each instance this process started and has not stopped, by URL (`startTestInstance`,
 * `spawnAtrium`).
 */
const tokens = new Map<string, string>();

export const rememberToken = (baseUrl: string, token: string) => tokens.set(baseUrl, token);
export const forgetToken = (baseUrl: string) => tokens.delete(baseUrl);

/** The owner's token of an instance this process started, if any. */
export const rememberedToken = (baseUrl: string) => tokens.get(baseUrl);

/** The instances this process started with the owner and has not stopped, by URL. */
export const startedWithOwner = (): string[] => [...tokens.keys()];

/** The instance vitest's global setup started: the integration API, or the e2e app. */
export const sharedUrl = (): string | undefined => inject('apiUrl') ?? inject('baseUrl');

/**
 * `Authorization` as the owner of the instance at `baseUrl`: the shared instance's
 * (`inject('ownerToken')`) or one this file started. Every route but health and sign-in needs it.
 */
export function ownerAuth(baseUrl = sharedUrl()): Record<string, string> {
  const token = baseUrl === sharedUrl() ? inject('ownerToken') : tokens.get(baseUrl ?? '');
  return token ? bearer(token) : {};
}
