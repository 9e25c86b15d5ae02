import type { Logger } from 'pino';
import type { JobContext, ModuleJob } from '../module/index.js';
import type { ObjectStore } from './backends/object-store.js';
import { forEveryActiveProject, type ActiveProjectsSource } from './active-projects.js';
import { sweepProject } from './orphaned-bytes.js';
import { sweepAbandonedWrites } from './abandoned-writes-sweep.js';

/**
 * Removes, hourly and once across instances, every active project's bytes that no row points to
 * and that are older than `ORPHAN_AGE_MS`: an upload whose process died after its bytes were
 * stored and before its row committed leaves them, and nothing else would ever remove them. Also
 * the temporary files of puts a crash cut mid-write (`sweepAbandonedWrites`).
 */
export const orphanedBytesJob = (
  deps: ActiveProjectsSource & { readonly store: () => ObjectStore; readonly log: Logger },
) =>
  ({
    id: 'orphaned-bytes',
    periodMs: 60 * 60 * 1000,
    timeoutMs: 30 * 60 * 1000,
    scope: 'global',
    async run(context: Pick<JobContext, 'signal'>): Promise<void> {
      await forEveryActiveProject(
        deps,
        (project) => sweepProject(project, deps.store(), deps.log, context.signal),
        context.signal,
      );
      context.signal.throwIfAborted();
      await sweepAbandonedWrites(deps.store(), deps.log);
    },
  }) as const satisfies ModuleJob;
