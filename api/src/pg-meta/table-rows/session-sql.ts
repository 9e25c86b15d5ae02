import { impersonationPrelude, type Impersonation } from '../../db/run-query.js';

/**
 * The statement that opens a transaction, as the impersonated role when there is one (`SET LOCAL
 * ROLE` and `request.jwt.claims`, so RLS applies). Everything is LOCAL: COMMIT or ROLLBACK leaves
 * the connection as it was. Reads open with it too, so a grid viewed "as" a role sees exactly
 * what that role may see.
 */
export const sessionOpening = (impersonation?: Impersonation) =>
  impersonation ? impersonationPrelude(impersonation) : 'BEGIN';
