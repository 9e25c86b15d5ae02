import pg from 'pg';
import { DEFAULT_PROJECT_OWNER_ROLE } from '../../../api/src/platform/default-project.js';

export const BUCKET = 'explorer-bench';
export const MANY = 100_000;
/** The reference folder holds exactly one page of the explorer's listing. */
export const FEW = 200;

/**
 * A bucket with the folder `many` of MANY objects and `few` of FEW, written straight into the
 * project's `storage` tables as its own role (one INSERT ... SELECT each): listing reads rows,
 * never bytes, so none are stored.
 */
export async function seedFolders(databaseUrl: string): Promise<void> {
  const asProject = new URL(databaseUrl);
  asProject.searchParams.set('options', `-c role=${DEFAULT_PROJECT_OWNER_ROLE}`);
  const client = new pg.Client({ connectionString: asProject.toString() });
  await client.connect();
  try {
    await client.query(`INSERT INTO storage.buckets (id, name, public) VALUES ($1, $1, false)`, [
      BUCKET,
    ]);
    for (const [folder, count] of [
      ['many', MANY],
      ['few', FEW],
    ] as const) {
      await client.query(
        `INSERT INTO storage.objects (bucket_id, name, version, metadata)
         SELECT $1, $2 || '/' || lpad(i::text, 6, '0') || '.txt', gen_random_uuid()::text,
                jsonb_build_object('size', 1, 'mimetype', 'text/plain', 'eTag', '"x"')
         FROM generate_series(1, $3::int) AS i`,
        [BUCKET, folder, count],
      );
    }
    await client.query('ANALYZE storage.objects');
  } finally {
    await client.end();
  }
}
