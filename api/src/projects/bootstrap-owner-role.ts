import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { revokePublicConnect } from '../postgres/database-access.js';
import { ensureOwnerRole } from '../postgres/owner-role.js';
import { transferOwnership } from '../postgres/ownership-transfer.js';
import { withPinnedSearchPath } from '../postgres/pinned-search-path.js';
import { ensureApiRoles } from './bootstrap.js';
import { projectUrlOn } from './projects-server.js';

export interface OwnerRoleSetup {
  /** A superuser's URL on the project's database: Atrium's own, never given to members. */
  readonly superuserUrl: string;
  /** The login role members' SQL runs as. */
  readonly role: string;
  /** Its password: the one kept from the last start, or a new one. */
  readonly password: string;
  /** Databases only their owner, the superusers and roles named in a grant may connect to. */
  readonly closedDatabases: readonly string[];
  /** Move what the superuser owns in user schemas to `role` (the embedded cluster's upgrade). */
  readonly transferOwnership: boolean;
}

/** A new random password for a role Atrium logs in as. */
export const newRolePassword = () => randomBytes(24).toString('base64url');

/**
 * Gives a project database run by a superuser the shape of a hosted project: members' SQL runs as
 * `role`, a login role that is no superuser (`ensureOwnerRole`), which owns the user schemas and
 * everything the superuser owned in them (moved on the first start after an upgrade), may
 * connect, create schemas and temporary tables in the database, and impersonate the API roles.
 * The database itself stays the superuser's, so no member can set per-database settings that
 * the superuser's own sessions would run with. `CONNECT` is revoked from `PUBLIC` on
 * `closedDatabases`. Idempotent; returns the URL members' SQL connects with.
 */
export async function bootstrapOwnerRole(setup: OwnerRoleSetup): Promise<string> {
  const client = new pg.Client({ connectionString: withPinnedSearchPath(setup.superuserUrl) });
  await client.connect();
  try {
    const database = decodeURIComponent(new URL(setup.superuserUrl).pathname.slice(1));
    const role = client.escapeIdentifier(setup.role);
    await ensureApiRoles(client);
    await ensureOwnerRole(client, setup.role, setup.password);
    await revokePublicConnect(client, setup.closedDatabases);
    await client.query(
      `GRANT CONNECT, TEMPORARY, CREATE ON DATABASE ${client.escapeIdentifier(database)} TO ${role}`,
    );
    if (setup.transferOwnership) {
      await transferOwnership(client, setup.role);
    } else if (await hasPublicSchema(client)) {
      // Postgres 15 lets only the database's owner create in public: the role gets that too.
      await client.query(`GRANT USAGE, CREATE ON SCHEMA public TO ${role}`);
    }
    await carryOverApiGrantsMark(client, setup.role);
    return projectUrlOn(setup.superuserUrl, {
      database,
      user: setup.role,
      password: setup.password,
    });
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function hasPublicSchema(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ present: boolean }>(
    `SELECT to_regnamespace('public') IS NOT NULL AS present`,
  );
  return rows[0]!.present;
}

/**
 * The bootstrap grants the API roles everything in `public` the first time it runs for a creating
 * role, and marks that with default privileges (bootstrap.sql). A database the superuser already
 * bootstrapped has its mark; the owner role gets the same default privileges, so the bootstrap
 * does not grant again what a user has since revoked.
 */
async function carryOverApiGrantsMark(superuser: pg.ClientBase, role: string): Promise<void> {
  const marked = `SELECT 1 FROM pg_default_acl d, aclexplode(d.defaclacl) a
                   WHERE d.defaclnamespace = to_regnamespace('public')
                     AND d.defaclrole = (SELECT oid FROM pg_roles WHERE rolname = $1)
                     AND a.grantee IN (SELECT oid FROM pg_roles
                                        WHERE rolname IN ('anon', 'authenticated', 'service_role'))`;
  const { rows } = await superuser.query<{ me: string }>('SELECT current_user AS me');
  const { rowCount: superuserMarked } = await superuser.query(marked, [rows[0]!.me]);
  const { rowCount: ownerMarked } = await superuser.query(marked, [role]);
  if (!superuserMarked || ownerMarked) return;
  const quoted = superuser.escapeIdentifier(role);
  for (const kind of ['TABLES', 'SEQUENCES', 'FUNCTIONS']) {
    await superuser.query(
      `ALTER DEFAULT PRIVILEGES FOR ROLE ${quoted} IN SCHEMA public
         GRANT ALL ON ${kind} TO anon, authenticated, service_role`,
    );
  }
}
