import { inject } from 'vitest';
import { bearer } from './owner.js';

/** The owner's token of each instance this test file started, by URL (`startTestInstance`). */
const tokens = new Map<string, string>();

export const rememberToken = (baseUrl: string, token: string) => tokens.set(baseUrl, token);
export const forgetToken = (baseUrl: string) => tokens.delete(baseUrl);

/**
 * `Authorization` as the owner of the instance at `baseUrl`: the shared integration API's
 * (`inject('ownerToken')`) or one this file started. Every route but health and sign-in needs it.
 */
export function ownerAuth(baseUrl: string = inject('apiUrl')): Record<string, string> {
  const token = baseUrl === inject('apiUrl') ? inject('ownerToken') : tokens.get(baseUrl);
  return token ? bearer(token) : {};
}
