import { readdirSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { directQuery, superuserQuery } from '../harness/database.js';
import { clonePlatformDatabase, sharedClusterUrl } from '../harness/shared-cluster-instance.js';

const MIGRATIONS = readdirSync(new URL('../../api/migrations', import.meta.url))
  .map((file) => file.replace(/\.[^.]+$/, ''))
  .sort();

/**
 * docs/architecture/testing.md: a fresh platform database is a copy of the template the global
 * set-up migrated once per run, not migrated again (a file copy instead of every migration).
 */
describe('a fresh platform database', () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const name of made) await superuserQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  });

  it('has every migration, applied before it was asked for', async () => {
    const asked = new Date();
    const name = await clonePlatformDatabase('fresh');
    made.push(name);
    const applied = await directQuery<{ name: string; run_on: Date }>(
      'SELECT name, run_on FROM pgmigrations ORDER BY name',
      [],
      sharedClusterUrl(name),
    );
    expect(applied.map((migration) => migration.name)).toEqual(MIGRATIONS);
    for (const { run_on } of applied) expect(run_on.getTime()).toBeLessThan(asked.getTime());
  });
});
