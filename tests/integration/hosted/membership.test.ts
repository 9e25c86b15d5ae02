import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directQuery } from '../../harness/database.js';
import { ownerToken } from '../../harness/owner.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';
import { callAs, signUp, type ErrorBody } from './hosted-calls.js';

interface Invitation {
  id: string;
  email: string;
  role: string;
  token: string;
  link: string;
}

/**
 * Hosted mode (issue 18, item 5): nobody is added to an organization without accepting an
 * invitation, nobody makes an account for someone else, and neither refusals nor invitations tell
 * whether an account exists for an email.
 */
describe('hosted mode: members join only through invitations they accept', () => {
  let instance: SharedClusterInstance;
  let owner: string;
  const existing = { email: 'existing@atrium.test', password: 'existing-password-for-tests' };
  const later = { email: 'later@atrium.test', password: 'later-password-for-tests' };
  const as = <T>(token: string, method: string, path: string, body?: unknown) =>
    callAs<T>(instance.atrium.url, token, method, path, body);
  const members = async () =>
    (await as<{ email: string }[]>(owner, 'GET', '/platform/organizations/default/members')).body;
  const accounts = async (email: string) =>
    directQuery('SELECT 1 FROM users WHERE email = $1', [email], instance.platformDbUrl);

  beforeAll(async () => {
    instance = await startOnSharedCluster('hosted_membership', {
      ATRIUM_HOSTED: 'true',
      ATRIUM_SECRET_KEY: 'hosted-membership-test-secret-key',
    });
    owner = instance.token!;
    await signUp(instance.platformDbUrl, existing);
  });
  afterAll(() => instance?.close());

  it('adds no existing account directly, and creates none, with one answer for both', async () => {
    const add = (body: object) =>
      as<ErrorBody>(owner, 'POST', '/platform/organizations/default/members', body);
    const ofExisting = await add({ email: existing.email, role: 'developer' });
    const withPassword = await add({
      email: 'made-up@atrium.test',
      role: 'developer',
      password: 'a-password-the-adder-chose',
    });
    const ofNobody = await add({ email: 'nobody@atrium.test', role: 'developer' });

    expect(ofExisting.status).toBe(403);
    expect(ofExisting.body.error.code).toBe('invitation_required');
    expect(withPassword).toEqual(ofExisting);
    expect(ofNobody).toEqual(ofExisting);
    expect((await members()).map((m) => m.email)).not.toContain(existing.email);
    expect(await accounts('made-up@atrium.test')).toEqual([]);
  });

  it('answers an invitation alike whether the email has an account or not', async () => {
    const invite = (email: string) =>
      as<Invitation>(owner, 'POST', '/platform/organizations/default/invitations', {
        email,
        role: 'developer',
      });
    const toAccount = await invite(existing.email);
    const toNoAccount = await invite(later.email);
    expect(toAccount.status).toBe(201);
    expect(toNoAccount.status).toBe(201);
    expect(Object.keys(toAccount.body).sort()).toEqual(Object.keys(toNoAccount.body).sort());
    // Inviting makes no account, and adds no one until they accept.
    expect(await accounts(later.email)).toEqual([]);
    expect((await members()).map((m) => m.email)).not.toContain(existing.email);

    // The existing account signs in as the invited email and accepts.
    const existingToken = await ownerToken(instance.atrium.url, existing);
    const accept = (token: string, invitation: Invitation) =>
      as<{ role: string }>(token, 'POST', '/platform/organizations/default/invitations/accept', {
        token: invitation.token,
      });
    // Another account cannot take an invitation meant for someone else.
    expect((await accept(existingToken, toNoAccount.body)).status).toBe(404);
    expect(await accept(existingToken, toAccount.body)).toEqual({
      status: 200,
      body: { role: 'developer' },
    });

    // Someone without an account signs up themselves, then accepts.
    await signUp(instance.platformDbUrl, later);
    const laterToken = await ownerToken(instance.atrium.url, later);
    expect((await accept(laterToken, toNoAccount.body)).status).toBe(200);
    expect((await members()).map((m) => m.email)).toEqual(
      expect.arrayContaining([existing.email, later.email]),
    );
  });
});
