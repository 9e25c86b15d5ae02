import pg from 'pg';
import { TEST_PASSWORD_COST } from '../../harness/password-cost.js';
import { expect } from 'vitest';
import { createUser } from '../../../api/src/platform/users/store.js';
import type { ApiResponse } from '../../harness/api.js';
import { bearer, ownerToken, type Credentials } from '../../harness/owner.js';
import type { SharedClusterInstance } from '../../harness/shared-cluster-instance.js';

/** Calls an instance as the holder of `token`, and parses the JSON answer. */
export async function callAs<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResponse<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      ...bearer(token),
      ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/**
 * Makes an account as its owner's own sign-up would, straight in the instance's platform database
 * with the account code (hosted mode has no sign-up page yet, and no one else may make accounts).
 */
export async function signUp(platformDbUrl: string, account: Credentials): Promise<void> {
  const client = new pg.Client({ connectionString: platformDbUrl });
  await client.connect();
  try {
    await createUser(client, account.email, account.password, TEST_PASSWORD_COST);
  } finally {
    await client.end();
  }
}

/**
 * Brings an account into an organization in `role` the one way hosted mode allows: it signs up,
 * an owner invites its email, it signs in and accepts. Answers the account's token.
 */
export async function memberToken(
  instance: Pick<SharedClusterInstance, 'atrium' | 'platformDbUrl'>,
  ownerTokenValue: string,
  slug: string,
  account: Credentials,
  role: string,
): Promise<string> {
  const baseUrl = instance.atrium.url;
  await signUp(instance.platformDbUrl, account);
  const invited = await callAs<{ token: string }>(
    baseUrl,
    ownerTokenValue,
    'POST',
    `/platform/organizations/${slug}/invitations`,
    { email: account.email, role },
  );
  expect(invited.status, JSON.stringify(invited.body)).toBe(201);
  const token = await ownerToken(baseUrl, account);
  const accepted = await callAs(
    baseUrl,
    token,
    'POST',
    `/platform/organizations/${slug}/invitations/accept`,
    { token: invited.body.token },
  );
  expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
  return token;
}

/**
 * Adds an account to an organization in `role` directly, with its password, the way a self-hosted
 * Owner may (hosted mode refuses it: see `memberToken`). Answers the account's token.
 */
export async function addedMemberToken(
  baseUrl: string,
  ownerTokenValue: string,
  slug: string,
  account: Credentials,
  role: string,
): Promise<string> {
  const added = await callAs(
    baseUrl,
    ownerTokenValue,
    'POST',
    `/platform/organizations/${slug}/members`,
    { ...account, role },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return ownerToken(baseUrl, account);
}

/** The API's error answer. */
export interface ErrorBody {
  error: { message: string; code: string };
}

export interface ProjectBody {
  ref: string;
  name: string;
  status: string;
  organization_slug: string;
  organization_name: string;
  status_message?: string;
}

/** Polls the project until it is no longer `COMING_UP` (provisioning runs after the 201). */
export async function settledProject(
  baseUrl: string,
  token: string,
  ref: string,
): Promise<ProjectBody> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const { status, body } = await callAs<ProjectBody>(
      baseUrl,
      token,
      'GET',
      `/platform/projects/${ref}`,
    );
    expect(status, JSON.stringify(body)).toBe(200);
    if (body.status !== 'COMING_UP' || Date.now() > deadline) return body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
