import type { Logger } from 'pino';

/** What the ingest surface puts on the request context: never a session, grants or a role. */
export interface IngestEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The platform id of the project the route's `:ref` names, whose token the caller sent. */
    ingestProjectId: string;
  };
}
