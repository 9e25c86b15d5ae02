import type { Logger } from 'pino';
import type { Grant } from '../permissions/model.js';
import type { Project } from '../projects/registry.js';

/** What middleware puts on the request context for the handlers after it. */
export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    grants: readonly Grant[];
    project: Project;
  };
}
