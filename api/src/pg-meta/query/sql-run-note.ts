import type { AuditNote } from '../../http/audit-policy.js';
import type { SqlKinds } from '../../sql/statement-kinds.js';

/** A SQL run's audit note: none when it only read, the statements' kinds otherwise. */
export const sqlRunNote = (kinds: SqlKinds | undefined): AuditNote =>
  kinds?.onlyReads ? { action: null } : { details: { statement_kinds: kinds?.kinds ?? null } };
