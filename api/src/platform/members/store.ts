import type pg from 'pg';
import { ApiError, badRequest, forbidden, notFound } from '../../http/api-error.js';
import { withTransaction } from '../../db/transaction.js';
import type { Role } from '../../permissions/index.js';
import { emailsByUserId } from '../users/store.js';

export interface Member {
  readonly user_id: string;
  /** From the account; null when the account is gone or not readable here. */
  readonly email: string | null;
  readonly role: Role;
  readonly created_at: string;
}

type MemberRow = Omit<Member, 'email'>;

const MEMBER_COLUMNS = `user_id::text AS user_id, role, created_at`;

/** Whether the caller may add, remove, promote or demote owners (`platform:write` on `owners`). */
export interface OwnerAuthority {
  readonly mayManageOwners: boolean;
}

/** Refuses a change that involves an owner, before or after it, to a caller who may not. */
export function assertOwnerAuthority(authority: OwnerAuthority, ...roles: (Role | undefined)[]) {
  if (roles.includes('owner') && !authority.mayManageOwners) {
    throw forbidden('Only an owner can add, remove or change owners', 'insufficient_permissions');
  }
}

const LAST_OWNER =
  'An organization needs at least one owner: make another member owner before removing or demoting the last one';

export async function listMembers(db: pg.Pool, organizationId: string): Promise<Member[]> {
  const { rows } = await db.query<MemberRow>(
    `SELECT ${MEMBER_COLUMNS} FROM organization_members
      WHERE organization_id = $1 ORDER BY created_at, user_id`,
    [organizationId],
  );
  return withEmails(db, rows);
}

export async function memberRole(
  db: Pick<pg.Pool, 'query'>,
  organizationId: string,
  userId: string,
): Promise<Role | undefined> {
  const { rows } = await db.query<{ role: Role }>(
    'SELECT role FROM organization_members WHERE organization_id = $1 AND user_id = $2',
    [organizationId, userId],
  );
  return rows[0]?.role;
}

/** Adds a user to the organization; 409 when they already are a member. */
export async function addMember(
  db: pg.Pool,
  organizationId: string,
  userId: string,
  role: Role,
): Promise<Member> {
  const { rows } = await db.query<MemberRow>(
    `INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING ${MEMBER_COLUMNS}`,
    [organizationId, userId, role],
  );
  if (!rows[0]) throw new ApiError(409, 'This user is already a member', 'already_a_member');
  return (await withEmails(db, rows))[0]!;
}

/**
 * Changes a member's role. The organization's owner rows and the member's are locked first, so
 * two owners demoting each other at once cannot leave it with none (the second sees the first's
 * change), and the owner check judges the role the member has when the change is made.
 */
export async function changeRole(
  db: pg.Pool,
  organizationId: string,
  userId: string,
  role: Role,
  authority: OwnerAuthority,
): Promise<Member> {
  const row = await withTransaction(db, async (client) => {
    const current = await lockedRole(client, organizationId, userId);
    assertOwnerAuthority(authority, current, role);
    if (current === 'owner' && role !== 'owner') await refuseLastOwner(client, organizationId);
    const { rows } = await client.query<MemberRow>(
      `UPDATE organization_members SET role = $3
        WHERE organization_id = $1 AND user_id = $2 RETURNING ${MEMBER_COLUMNS}`,
      [organizationId, userId, role],
    );
    return rows[0]!;
  });
  return (await withEmails(db, [row]))[0]!;
}

/** Removes a member, never the last owner. */
export async function removeMember(
  db: pg.Pool,
  organizationId: string,
  userId: string,
  authority: OwnerAuthority,
): Promise<void> {
  await withTransaction(db, async (client) => {
    const current = await lockedRole(client, organizationId, userId);
    assertOwnerAuthority(authority, current);
    if (current === 'owner') await refuseLastOwner(client, organizationId);
    await client.query(
      'DELETE FROM organization_members WHERE organization_id = $1 AND user_id = $2',
      [organizationId, userId],
    );
  });
}

/** Locks the organization's owners and the member, and answers the member's role (404 if none). */
async function lockedRole(
  client: pg.PoolClient,
  organizationId: string,
  userId: string,
): Promise<Role> {
  await client.query(
    `SELECT 1 FROM organization_members
      WHERE organization_id = $1 AND (role = 'owner' OR user_id = $2)
      ORDER BY user_id FOR UPDATE`,
    [organizationId, userId],
  );
  const role = await memberRole(client, organizationId, userId);
  if (!role) throw notFound('No such member in this organization', 'member_not_found');
  return role;
}

async function refuseLastOwner(client: pg.PoolClient, organizationId: string): Promise<void> {
  const { rows } = await client.query<{ owners: number }>(
    `SELECT count(*)::int AS owners FROM organization_members
      WHERE organization_id = $1 AND role = 'owner'`,
    [organizationId],
  );
  if (rows[0]!.owners <= 1) throw badRequest(LAST_OWNER, 'last_owner');
}

async function withEmails(db: pg.Pool, rows: readonly MemberRow[]): Promise<Member[]> {
  const emails = await emailsByUserId(
    db,
    rows.map((row) => row.user_id),
  );
  return rows.map((row) => ({ ...row, email: emails.get(row.user_id) ?? null }));
}
