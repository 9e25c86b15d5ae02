import type { CleanPool } from '../db/pool.js';

/**
 * A way into the project's own database as a role that may do what its role may not (create an
 * extension that needs a superuser), for the few changes Atrium makes on its behalf. Never sent
 * anywhere: the URL holds that role's password.
 */
export interface PrivilegedLogin {
  /** The projects server's role, on the project's database. */
  readonly url: string;
  /** The project's own role, to which what is made is handed. */
  readonly projectRole: string;
}

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
  /** Hosted projects only: the projects server's role on this project's database. */
  readonly privilegedLogin?: PrivilegedLogin;
}
