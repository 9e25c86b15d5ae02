import { transactionOn } from '../db/transaction.js';
import type { ProjectApiClaims } from '../project-api/index.js';
import type { Project } from '../projects/index.js';
import type { StorageCaller } from './storage-caller.js';

/**
 * The project's `service_role` with `claims` (the `sub` a signed upload URL was issued to): for
 * a request whose URL token, checked against the storage policies when it was signed, stands in
 * for a key.
 */
export const serviceCallerFor = (project: Project, claims: ProjectApiClaims): StorageCaller => ({
  project,
  role: 'service_role',
  claims,
  async run(work) {
    const client = await project.pool.connect();
    try {
      return await transactionOn(client, async (tx) => {
        await tx.query(
          `SELECT set_config('role', 'service_role', true), set_config('request.jwt.claims', $1, true)`,
          [JSON.stringify(claims)],
        );
        return work(tx);
      });
    } finally {
      client.release();
    }
  },
});
