import type pg from 'pg';
import type { Logger } from 'pino';
import { logsInAsSuperuser, SUPERUSER_MEMBERS_WARNING } from '../postgres/superuser-check.js';
import { bootstrapOwnerRole, newRolePassword, closedDatabases } from '../projects/index.js';
import { storedDefaultProjectPassword } from './default-project.js';
import type { SecretBox } from './secret-box.js';

export interface DefaultProjectRoleSetup {
  /** Atrium's own role on the default project's database (the embedded cluster's superuser). */
  readonly adminUrl: string;
  readonly platformUrl: string;
  readonly platform: Pick<pg.Pool, 'query'>;
  readonly secrets: SecretBox;
  /** The role members' SQL runs as: the embedded owner role, or `ATRIUM_MEMBER_ROLE`. */
  readonly memberRole: string | undefined;
  /** The embedded cluster, Atrium's alone, or an external server. */
  readonly server: 'embedded' | 'external';
  readonly log: Logger;
}

export interface DefaultProjectConnection {
  /** What the default project's pool connects with: members' SQL runs as its role. */
  readonly url: string;
  /** What `/admin` tells the administrator (members' SQL running as a superuser). */
  readonly warnings: readonly string[];
}

/**
 * The default project's connection for members' SQL: as `memberRole`, bootstrapped by Atrium's
 * own role, with the password kept from the last start (or a new one); without one, as
 * `adminUrl` itself, with a warning when that is a superuser.
 */
export async function defaultProjectConnection(
  setup: DefaultProjectRoleSetup,
): Promise<DefaultProjectConnection> {
  const { adminUrl, memberRole, log } = setup;
  if (!memberRole) {
    if (!(await logsInAsSuperuser(adminUrl))) return { url: adminUrl, warnings: [] };
    log.warn(SUPERUSER_MEMBERS_WARNING);
    return { url: adminUrl, warnings: [SUPERUSER_MEMBERS_WARNING] };
  }
  const kept = await storedDefaultProjectPassword(setup.platform, setup.secrets, memberRole);
  const url = await bootstrapOwnerRole({
    superuserUrl: adminUrl,
    role: memberRole,
    password: kept ?? newRolePassword(),
    closedDatabases: closedDatabases(adminUrl, setup.platformUrl, setup.server),
    transferOwnership: setup.server === 'embedded',
  });
  return { url, warnings: [] };
}
