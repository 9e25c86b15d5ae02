import type { CleanPool } from '../db/pool.js';

/**
 * The project a request is about, as the handlers after `withProject` see it. The projects area
 * finds and leases it; the kernel only needs its shape to carry it on the request.
 */
export interface Project {
  readonly id: number;
  readonly ref: string;
  readonly name: string;
  readonly organizationId: number;
  /** Connections to the project's own database; each one goes back to the pool reset. */
  readonly pool: CleanPool;
  /** Most rows `/query` answers (`ATRIUM_QUERY_ROW_LIMIT`); 0 for no limit. */
  readonly queryRowLimit: number;
  /** Most bytes of a `/query` answer (`ATRIUM_QUERY_BYTE_LIMIT`); 0 for no limit. */
  readonly queryByteLimit: number;
}
