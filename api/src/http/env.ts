import type { Logger } from 'pino';
import type { ActiveSession } from '../auth/sessions.js';
import type { Grant } from '../permissions/model.js';
import type { GrantTarget } from '../permissions/grants-for.js';
import type { Principal } from '../platform/principal.js';
import type { Project } from '../projects/registry.js';

/** What middleware puts on the request context for the handlers after it. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The local user's grants by the loopback rule: every grant from this machine, else none. */
    grants: readonly Grant[];
    /** The signed-in user, set by the session middleware; undefined until sign-in is wired. */
    principal: Principal | undefined;
    /** A signed-in member's grants on a project or organization (`grantsFor` on the platform). */
    memberGrants: (principal: Principal, target: GrantTarget) => Promise<readonly Grant[]>;
    project: Project;
    /** The signed-in session, when the request carries a live access token (`resolveSession`). */
    session: ActiveSession | undefined;
  };
}
