import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { ApiError, notFound } from '../../http/api-error.js';
import { withTransaction } from '../../db/transaction.js';
import type { Role } from '../../permissions/index.js';
import type { Principal } from '../../http/principal.js';

/** How long an invitation link works: a day, as on the hosted platform. */
export const INVITATION_LIFETIME_MS = 24 * 60 * 60 * 1000;

export interface Invitation {
  readonly id: string;
  readonly email: string;
  readonly role: Role;
  readonly invited_by: string | null;
  readonly created_at: string;
  readonly expires_at: string;
}

/** A new invitation with its one-time token: the only time the token is ever seen. */
export interface IssuedInvitation extends Invitation {
  readonly token: string;
}

const COLUMNS = `id::text AS id, email, role, invited_by::text AS invited_by, created_at, expires_at`;

/** Only a hash is stored, so a read of the database yields no working link. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createInvitation(
  db: Pick<pg.Pool, 'query'>,
  organizationId: string,
  email: string,
  role: Role,
  invitedBy: Principal | undefined,
): Promise<IssuedInvitation> {
  const token = randomBytes(32).toString('base64url');
  const { rows } = await db.query<Invitation>(
    `INSERT INTO invitations (organization_id, email, role, token_hash, invited_by, expires_at)
     VALUES ($1, lower($2), $3, $4, $5, now() + $6 * interval '1 millisecond')
     RETURNING ${COLUMNS}`,
    [
      organizationId,
      email,
      role,
      hashToken(token),
      invitedBy?.userId ?? null,
      INVITATION_LIFETIME_MS,
    ],
  );
  return { ...rows[0]!, token };
}

/** The organization's invitations still waiting for an answer (neither accepted nor expired). */
export async function listInvitations(
  db: Pick<pg.Pool, 'query'>,
  organizationId: string,
): Promise<Invitation[]> {
  const { rows } = await db.query<Invitation>(
    `SELECT ${COLUMNS} FROM invitations
      WHERE organization_id = $1 AND accepted_at IS NULL AND expires_at > now()
      ORDER BY created_at DESC, id DESC`,
    [organizationId],
  );
  return rows;
}

/** Revokes a pending invitation, answering its email; 404 when the organization has no such one. */
export async function revokeInvitation(
  db: Pick<pg.Pool, 'query'>,
  organizationId: string,
  id: string,
): Promise<{ email: string }> {
  const { rows } = await db.query<{ email: string }>(
    `DELETE FROM invitations WHERE organization_id = $1 AND id = $2 AND accepted_at IS NULL
     RETURNING email`,
    [organizationId, id],
  );
  if (!rows[0]) throw notFound('No pending invitation with this id', 'invitation_not_found');
  return rows[0];
}

/**
 * Accepts an invitation for the signed-in principal: the token must be this organization's,
 * unused, unexpired and addressed to the principal's email. The token is spent in the same
 * transaction that adds the member, so it works once. A member already in the organization keeps
 * their role. Every refusal reads the same, so a guessed token tells nothing.
 */
export async function acceptInvitation(
  db: pg.Pool,
  organizationId: string,
  token: string,
  principal: Principal,
): Promise<{ role: Role }> {
  return withTransaction(db, async (client) => {
    const { rows } = await client.query<{ id: string; role: Role }>(
      `UPDATE invitations SET accepted_at = now(), accepted_by = $4
        WHERE organization_id = $1 AND token_hash = $2 AND email = lower($3)
          AND accepted_at IS NULL AND expires_at > now()
        RETURNING id::text AS id, role`,
      [organizationId, hashToken(token), principal.email, principal.userId],
    );
    const invitation = rows[0];
    if (!invitation) {
      throw new ApiError(
        404,
        'This invitation is not valid: it may have expired, been used or revoked, or be meant for another email',
        'invitation_not_valid',
      );
    }
    await client.query(
      `INSERT INTO organization_members (organization_id, user_id, role) VALUES ($1, $2, $3)
       ON CONFLICT DO NOTHING`,
      [organizationId, principal.userId, invitation.role],
    );
    const { rows: member } = await client.query<{ role: Role }>(
      'SELECT role FROM organization_members WHERE organization_id = $1 AND user_id = $2',
      [organizationId, principal.userId],
    );
    return { role: member[0]!.role };
  });
}
