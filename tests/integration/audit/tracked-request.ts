import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { directQuery } from '../../harness/database.js';
import { ownerAuth } from '../../harness/instance-tokens.js';
import { sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

/** The shared instance's platform database, where its audit log is kept. */
const PLATFORM_DB = sharedClusterUrl('atrium');

export interface StoredEntry {
  readonly action: string | null;
  readonly target_name: string | null;
  readonly details: Record<string, unknown>;
  readonly actor_email: string | null;
  readonly route: string | null;
  readonly status: number;
}

/**
 * A request to the shared instance as its owner, with a request id of its own, so the audit
 * entries it left can be found among those of the test files running beside it.
 */
export async function trackedRequest<T = unknown>(method: string, path: string, body?: unknown) {
  const requestId = `audit-${randomUUID()}`;
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: { ...ownerAuth(), 'content-type': 'application/json', 'x-request-id': requestId },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  const entries = await directQuery<StoredEntry>(
    'SELECT * FROM audit_log WHERE request_id = $1',
    [requestId],
    PLATFORM_DB,
  );
  return {
    status: response.status,
    body: (text ? JSON.parse(text) : undefined) as T,
    entries,
  };
}
