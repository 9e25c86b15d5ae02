import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture/permissions.md, Audit log: only the audit log's pool MAY commit without
 * waiting for the disk. Everything else (accounts, sessions, members, projects) commits durably,
 * so no other source may set `synchronous_commit`, and only the audit log uses that pool.
 */
const API_SRC = fileURLToPath(new URL('../../api/src', import.meta.url));
const RELAXED = /synchronous_commit/;

const sources = readdirSync(API_SRC, { recursive: true, encoding: 'utf8' })
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
  .map((path) => path.split('\\').join('/'));

describe('only the audit log commits without waiting for the disk', () => {
  it('is done by the audit log’s pool, and by throwaway test clusters only', () => {
    const relaxing = sources.filter((path) =>
      RELAXED.test(readFileSync(join(API_SRC, path), 'utf8')),
    );
    expect(relaxing.sort()).toEqual(['platform/audit-log-pool.ts', 'postgres/cluster.ts']);
    const cluster = readFileSync(join(API_SRC, 'postgres/cluster.ts'), 'utf8');
    expect(cluster).toMatch(/unsafeFast\s*\?\s*\[[^\]]*'synchronous_commit=off'/);
    // The platform module makes the one audit log pool every instance has.
    const makers = sources.filter((path) =>
      /createAuditLogPool\(/.test(readFileSync(join(API_SRC, path), 'utf8')),
    );
    expect(makers.sort()).toEqual(['platform/audit-log-pool.ts', 'platform/module.ts']);
    const platformModule = readFileSync(join(API_SRC, 'platform/module.ts'), 'utf8');
    expect(platformModule.match(/createAuditLogPool\(/g)).toHaveLength(1);
  });
});
