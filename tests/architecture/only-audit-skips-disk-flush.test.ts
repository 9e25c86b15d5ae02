import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture/permissions.md, Audit log: only the audit log's pool MAY commit without
 * waiting for the disk. Everything else (accounts, sessions, members, projects) commits durably,
 * so no other source may ask for `waitForDisk: false` or set `synchronous_commit` itself.
 */
const API_SRC = fileURLToPath(new URL('../../api/src', import.meta.url));
const RELAXED = /waitForDisk:\s*false|synchronous_commit/;

const sources = readdirSync(API_SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
  .map((path) => path.split('\\').join('/'));

describe('only the audit log commits without waiting for the disk', () => {
  it('is asked for once, by the audit pool; done only by the pool and by test clusters', () => {
    const asking = sources.filter((path) =>
      RELAXED.test(readFileSync(join(API_SRC, path), 'utf8')),
    );
    // pool.ts does it; cluster.ts only for `unsafeFast`, throwaway test clusters.
    expect(asking.sort()).toEqual(['db/pool.ts', 'postgres/cluster.ts', 'server.ts']);
    const cluster = readFileSync(join(API_SRC, 'postgres/cluster.ts'), 'utf8');
    expect(cluster).toMatch(/unsafeFast\s*\?\s*\[[^\]]*'synchronous_commit=off'/);
    const server = readFileSync(join(API_SRC, 'server.ts'), 'utf8');
    expect(server.match(/waitForDisk:\s*false/g)).toHaveLength(1);
    expect(server).toMatch(/const auditLog = createPool\([^;]*waitForDisk:\s*false[^;]*\);/);
  });
});
