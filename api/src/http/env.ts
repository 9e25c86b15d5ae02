import type { Logger } from 'pino';
import type { AuditNote } from './audit-policy.js';
import type { Grant } from '@atrium/common/permissions';
import type { ActiveSession } from './active-session.js';
import type { GrantTarget } from './grant-target.js';
import type { Principal } from './principal.js';
import type { Project } from './project.js';

/** What middleware puts on the request context for the handlers after it. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** A signed-in member's grants on a project or organization (`grantsFor` on the platform). */
    memberGrants: (principal: Principal, target: GrantTarget) => Promise<readonly Grant[]>;
    project: Project;
    /**
     * Who is signed in: the live session of a bearer access token, or the user a personal access
     * token stands for (`resolveSession`). The one source of the principal (`principalOf`).
     */
    session: ActiveSession | undefined;
    /**
     * The organization a change was in, when the audit log cannot find it afterwards from the
     * route's target (a deleted project's row is gone): set by the handler that knows it.
     */
    auditOrganization: string | undefined;
    /** What the handler knows of its change for the audit entry (`noteAudit`). */
    auditNote: AuditNote | undefined;
  };
}
