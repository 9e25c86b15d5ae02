import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../logger.js';
import { jobProblem } from '../../module/job-scheduler.js';
import type { SecretBox } from '../../platform/index.js';
import type { ProjectRegistry } from '../../projects/index.js';
import { storageModule } from '../module.js';

describe('the storage module’s expiry of resumable uploads', () => {
  it('is a global job of the module, so one instance runs it per period', () => {
    const module = storageModule({
      platform: { get: () => ({ pool: {} as pg.Pool, secrets: {} as SecretBox }) },
      projects: { get: () => ({}) as ProjectRegistry },
      stateDir: '/nonexistent',
      log: createLogger('silent'),
    });
    const job = module.jobs?.find((declared) => declared.id === 'expired-resumable-uploads');
    expect(job).toMatchObject({ scope: 'global', periodMs: 3_600_000 });
    expect(jobProblem(job!)).toBeUndefined();
  });
});
