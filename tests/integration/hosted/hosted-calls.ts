import { expect } from 'vitest';
import type { ApiResponse } from '../../harness/api.js';
import { bearer, ownerToken, type Credentials } from '../../harness/owner.js';

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

/** Adds an account to an organization in `role` (created with its password), and its token. */
export async function memberToken(
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
    {
      ...account,
      role,
    },
  );
  expect(added.status, JSON.stringify(added.body)).toBe(201);
  return ownerToken(baseUrl, account);
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
