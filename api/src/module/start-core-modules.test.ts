import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { memoryLogger } from '../http/memory-logger.js';
import type { ProjectRegistry } from '../projects/registry.js';
import { defineModule, type AtriumModule } from './define-module.js';
import { moduleContexts } from './module-context.js';
import { ModuleReport } from './module-report.js';
import { projectLookup } from './project-lookup.js';
import { startCoreModules } from './start-core-modules.js';

const contextFor = moduleContexts({
  platform: {} as pg.Pool,
  projects: projectLookup({} as ProjectRegistry),
  auditLog: {} as pg.Pool,
  config: {},
  log: memoryLogger().log,
});

/** Modules that write what they do to `steps`; `failing` throws in its `start`. */
function recording(steps: string[], failing?: string) {
  return (id: string, dependsOn: string[] = []): AtriumModule =>
    defineModule({
      id,
      dependsOn,
      async start() {
        steps.push(`start ${id}`);
        if (id === failing) throw new Error(`${id} cannot start`);
      },
      async stop() {
        steps.push(`stop ${id}`);
      },
    });
}

/** docs/architecture/plugins.md: core areas start as modules, in dependency order, not optional. */
describe('starting core modules', () => {
  it('starts each after its dependencies and stops them in reverse', async () => {
    const steps: string[] = [];
    const module = recording(steps);
    const stop = await startCoreModules(
      [module('projects', ['platform']), module('platform'), module('pg-meta', ['projects'])],
      contextFor,
    );
    await stop();
    expect(steps).toEqual([
      'start platform',
      'start projects',
      'start pg-meta',
      'stop pg-meta',
      'stop projects',
      'stop platform',
    ]);
  });

  it('applies a module’s migrations just before its start, after its dependencies', async () => {
    const steps: string[] = [];
    const module = recording(steps);
    const storage = defineModule({
      ...module('storage', ['platform']),
      migrations: [{ id: '001', up: async () => {} }],
    });
    const stop = await startCoreModules([storage, module('platform')], contextFor, {
      migrate: async (m) => {
        steps.push(`migrate ${m.id}`);
      },
    });
    await stop();
    expect(steps).toEqual([
      'start platform',
      'migrate storage',
      'start storage',
      'stop storage',
      'stop platform',
    ]);
    await expect(startCoreModules([storage, module('platform')], contextFor)).rejects.toThrow(
      'core module storage has migrations but none can run',
    );
  });

  it('fails the start when one throws, after stopping it and those before it', async () => {
    const steps: string[] = [];
    const module = recording(steps, 'projects');
    await expect(
      startCoreModules([module('platform'), module('projects'), module('pg-meta')], contextFor),
    ).rejects.toThrow('projects cannot start');
    expect(steps).toEqual(['start platform', 'start projects', 'stop projects', 'stop platform']);
  });

  it('refuses a dependency that is not given, and a cycle, before starting any', async () => {
    const steps: string[] = [];
    const module = recording(steps);
    await expect(startCoreModules([module('projects', ['platform'])], contextFor)).rejects.toThrow(
      'core module projects needs platform, which is not given',
    );
    await expect(
      startCoreModules([module('a', ['b']), module('b', ['a'])], contextFor),
    ).rejects.toThrow('cycle');
    expect(steps).toEqual([]);
  });

  it('schedules the jobs a module declares through its context once it has started', async () => {
    const steps: string[] = [];
    const job = { id: 'sweep', periodMs: 60_000, timeoutMs: 1_000, scope: 'global' as const };
    const withScheduler = (moduleId: string) => ({
      ...contextFor(moduleId),
      scheduler: {
        schedule: async (scheduled: { id: string }) => {
          steps.push(`schedule ${moduleId}:${scheduled.id}`);
        },
      },
    });
    const stop = await startCoreModules(
      [
        defineModule({
          id: 'storage',
          jobs: [{ ...job, run: async () => undefined }],
          async start() {
            steps.push('start storage');
          },
        }),
      ],
      withScheduler,
    );
    await stop();
    expect(steps).toEqual(['start storage', 'schedule storage:sweep']);
  });

  it('asks each started module’s own health check on every /health through the report', async () => {
    let reachable = true;
    const storage = defineModule({
      id: 'storage',
      async health() {
        return { ok: reachable };
      },
    });
    const report = new ModuleReport(memoryLogger().log);
    const stop = await startCoreModules([storage], contextFor, { report });
    expect(await report.unhealthy()).toEqual([]);
    reachable = false;
    expect(await report.unhealthy()).toEqual(['storage']);
    await stop();
  });
});
