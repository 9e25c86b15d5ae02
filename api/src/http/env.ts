import type { Logger } from 'pino';
import type { ActiveSession } from '../auth/sessions.js';
import type { Grant } from '../permissions/model.js';
import type { Project } from '../projects/registry.js';

/** What middleware puts on the request context for the handlers after it. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    grants: readonly Grant[];
    project: Project;
    /** The signed-in session, when the request carries a live access token (`resolveSession`). */
    session: ActiveSession | undefined;
  };
}
