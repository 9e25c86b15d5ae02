import type pg from 'pg';
import { z } from 'zod';
import { badRequest } from '../../http/api-error.js';
import { runStatements } from '../../db/transaction.js';
import type { BoundQuery } from '../shared/sql-params.js';
import { createBody, existingChange } from './bodies.js';
import { findPolicy } from './find-policy.js';
import { planCreate, planUpdate, type PolicyPlan } from './plan-sql.js';
import {
  bucketFiles,
  tryRemove,
  tryUpload,
  visibleFileIds,
  type BucketFile,
} from './storage-tester-sql.js';
import { becomeRole } from './tester-sql.js';

/** A new policy on `storage.objects`, the table every storage policy of a bucket is on. */
const newObjectsPolicy = createBody.extend({
  schema: z.literal('storage').default('storage'),
  table: z.literal('objects').default('objects'),
});

export const storageTestBody = z.object({
  bucket_id: z.string().min(1),
  /** The policies as they would be saved: new ones, or changes to existing ones by id. */
  policies: z.array(z.union([existingChange.strict(), newObjectsPolicy])).max(8),
  role: z.string().min(1),
  claims: z.record(z.string(), z.unknown()).optional(),
  /** New files' paths to try uploading to, beside the bucket's own files. */
  new_paths: z.array(z.string().min(1).max(1024)).max(10).default([]),
  limit: z.number().int().min(1).max(100).default(50),
});
export type StoragePolicyTest = z.infer<typeof storageTestBody>;

/** What the role could do with one file, each the database's own verdict. */
export interface FileAccess {
  name: string;
  /** False for a path in `new_paths`: nothing is there to list, read or remove yet. */
  exists: boolean;
  /** List and read (download, sign a URL) both need SELECT. */
  read: boolean;
  upload: boolean;
  remove: boolean;
}

export interface StoragePolicyTestResult {
  files: FileAccess[];
  /** The bucket holds more files than `limit`: only the first are shown. */
  files_capped: boolean;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The owner an upload's row gets from the caller's `sub`, as the storage service sets it. */
function ownerOf(claims: Record<string, unknown> | undefined) {
  const sub = typeof claims?.sub === 'string' ? claims.sub : null;
  return { owner: sub && UUID.test(sub) ? sub : null, ownerId: sub };
}

async function planFor(
  client: pg.PoolClient,
  policy: StoragePolicyTest['policies'][number],
): Promise<PolicyPlan> {
  if (!('id' in policy)) return planCreate(policy);
  const { id, ...change } = policy;
  const current = await findPolicy(client, id);
  if (current.schema !== 'storage' || current.table !== 'objects') {
    throw badRequest(`Policy ${id} is not a policy of storage.objects`);
  }
  return planUpdate(current, change);
}

/** Whether a write is allowed, in a savepoint so a refusal leaves the transaction usable. */
async function allowed(client: pg.PoolClient, query: BoundQuery, mustTouchRow: boolean) {
  await client.query('SAVEPOINT storage_policy_test');
  try {
    const result = await client.query(query.text, [...query.values]);
    return !mustTouchRow || result.rowCount === 1;
  } catch {
    return false;
  } finally {
    await client.query('ROLLBACK TO SAVEPOINT storage_policy_test');
  }
}

/**
 * Shows which files of a bucket a role (with a user's claims) could list and read, upload to and
 * remove under the policies being edited, before they are saved: in one transaction the policies
 * are created or altered by the same plans the write routes run, the transaction becomes the
 * role, tries each operation as the storage service runs it (writes in savepoints), and is always
 * rolled back.
 */
export async function runStoragePolicyTest(
  client: pg.PoolClient,
  test: StoragePolicyTest,
): Promise<StoragePolicyTestResult> {
  await client.query('BEGIN');
  try {
    // Listed before the role changes: every file, as the API's own role sees them.
    const listing = bucketFiles(test.bucket_id, test.limit + 1);
    const listed = (await client.query<BucketFile>(listing.text, [...listing.values])).rows;
    const files = listed.slice(0, test.limit);
    const plans = [];
    for (const policy of test.policies) plans.push(await planFor(client, policy));
    // Guarded statements only, one by one through the extended protocol (see runPolicyTest).
    for (const plan of plans) await runStatements(client, plan.statements);
    for (const query of becomeRole(test.role, test.claims)) {
      await client.query(query.text, [...query.values]);
    }
    const seen = visibleFileIds(files.map((file) => file.id));
    const visible = new Set(
      (await client.query<{ id: string }>(seen.text, [...seen.values])).rows.map((r) => r.id),
    );
    const owner = ownerOf(test.claims);
    const access: FileAccess[] = [];
    for (const file of files) {
      access.push({
        name: file.name,
        exists: true,
        read: visible.has(file.id),
        upload: await allowed(client, tryUpload(test.bucket_id, file.name, owner), false),
        remove: await allowed(client, tryRemove(file.id), true),
      });
    }
    for (const name of test.new_paths) {
      access.push({
        name,
        exists: false,
        read: false,
        upload: await allowed(client, tryUpload(test.bucket_id, name, owner), false),
        remove: false,
      });
    }
    return { files: access, files_capped: listed.length > test.limit };
  } finally {
    // Always rolled back: nothing the test did, policies included, outlives the request.
    await client.query('ROLLBACK').catch(() => undefined);
  }
}
