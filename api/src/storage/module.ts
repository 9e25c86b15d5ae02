import { Hono } from 'hono';
import type pg from 'pg';
import type { Logger } from 'pino';
import { defineModule } from '../module/index.js';
import type { SecretBox } from '../platform/index.js';
import { projectJwtSecret, type ProjectApiEnv } from '../project-api/index.js';
import type { ProjectRegistry } from '../projects/index.js';
import { FileStore } from './backends/file-store.js';
import type { ObjectStore } from './backends/object-store.js';
import { openObjectStore } from './backends/open-object-store.js';
import type { StorageBackend } from './backends/storage-backend.js';
import { finishPendingDeletions } from './pending-deletions.js';
import { forEveryActiveProject } from './active-projects.js';
import { orphanedBytesJob } from './orphaned-bytes-job.js';
import { sweepAbandonedWrites } from './abandoned-writes-sweep.js';
import { bucketRoutes } from './buckets/routes.js';
import { objectRoutes } from './objects/routes.js';
import { publicObjectRoutes } from './public-objects/routes.js';
import { renderRoutes } from './render/routes.js';
import { signedUrlRoutes } from './signed-urls/routes.js';
import { expiredUploadsJob } from './resumable/expired-uploads-job.js';
import { resumableUploadRoutes } from './resumable/routes.js';
import type { UploadParts } from './resumable/tus-server.js';
import { InstancesLocker } from './resumable/instances-locker.js';
import { platformLockSession } from './resumable/lock-session.js';
import { uploadPartsStore } from './resumable/upload-parts.js';
import { resumableUploadExpiryMs } from './resumable/upload-settings.js';
import { s3Routes } from './s3/routes.js';
import { staleMultipartUploadsJob } from './s3-multipart/stale-uploads-job.js';
import { storageProjectSchema } from './storage-schema.js';
import type { StorageServices } from './storage-services.js';
import { STORAGE_AUDIT_EVENTS } from './audit-events.js';
import { storageDashboardRoutes } from './dashboard/routes.js';
import { zipProjectApiRoute } from './zip/project-api-routes.js';
import { storageMigrations } from './settings/migrations.js';
import { readUploadLimit } from './settings/store.js';

export interface StorageModuleDependencies {
  /** The platform database, and the secret box that opens S3 access keys' secrets. */
  readonly platform: { get(): { readonly pool: pg.Pool; readonly secrets: SecretBox } };
  readonly projects: { get(): ProjectRegistry };
  /** The state folder: the file-system store keeps bytes under `{stateDir}/storage`. */
  readonly stateDir: string;
  /** Which byte store the deployment chose (`config.storage`); the file store when unset. */
  readonly backend?: StorageBackend;
  /** A byte store made by the caller (tests), in place of the one `backend` names. */
  readonly store?: ObjectStore;
  readonly log: Logger;
}

/**
 * The storage service as a core module: its project schema (`storage.buckets`,
 * `storage.objects`, the policy helpers) in every project's database, its project-API routes at
 * `/storage/v1` (docs/architecture/storage.md), resumable uploads (tus) whose unfinished parts a
 * job expires, at start the removal of bytes whose rows a crash left recorded for deletion, and
 * hourly the removal of bytes a crash left without a row; at start and hourly, the removal of
 * the temporary files of puts a crash cut mid-write.
 */
export function storageModule(deps: StorageModuleDependencies) {
  const services: StorageServices = {
    store:
      deps.store ??
      openObjectStore(deps.backend ?? { kind: 'file' }, () => new FileStore(deps.stateDir)),
    log: deps.log.child({ module: 'storage' }),
    uploadLimit: (project) => readUploadLimit(deps.platform.get().pool, project.ref),
    signingSecret: async (ref) => {
      const { pool, secrets } = deps.platform.get();
      return (await projectJwtSecret(pool, secrets, ref))?.secret;
    },
    project: (ref) => deps.projects.get().resolve(ref),
  };
  const retryDeletions = retryInBackground();
  // Opened at the first lock: building the routes connects to nothing.
  const uploadLocks = platformLockSession(() => deps.platform.get().pool, services.log);
  // Made at the first upload, so building the routes touches no folder; shared by the project
  // API's tus routes and the dashboard's.
  let parts: UploadParts | undefined;
  const uploadParts = (config: Readonly<Record<string, unknown>>) => {
    const expiryMs = resumableUploadExpiryMs(config);
    return () =>
      (parts ??= {
        store: uploadPartsStore(deps.stateDir, expiryMs),
        locker: new InstancesLocker(uploadLocks, services.log),
      });
  };
  return defineModule({
    id: 'storage',
    dependsOn: ['project-schemas'],
    auditEvents: STORAGE_AUDIT_EVENTS,
    migrations: storageMigrations,
    routes: (context) =>
      storageDashboardRoutes(
        services,
        context.database,
        deps.backend?.kind ?? 'file',
        uploadParts(context.config),
      ),
    projectSchema: storageProjectSchema,
    projectApiRoutes: (context) => {
      // Signed and public URLs before `/object/:bucket/*`, so their fixed paths are matched first.
      return new Hono<ProjectApiEnv>()
        .route('/', bucketRoutes(services))
        .route('/', signedUrlRoutes(services))
        .route('/', publicObjectRoutes(services))
        .route('/', renderRoutes())
        .route('/', resumableUploadRoutes(services, uploadParts(context.config)))
        .route('/', zipProjectApiRoute(services))
        .route('/', objectRoutes(services))
        .route(
          '/',
          s3Routes(services, deps, s3Region(deps.backend)) as unknown as Hono<ProjectApiEnv>,
        );
    },
    jobs: [
      expiredUploadsJob(deps.stateDir),
      staleMultipartUploadsJob({
        platform: () => deps.platform.get().pool,
        store: () => services.store,
        log: services.log,
      }),
      orphanedBytesJob({ ...deps, store: () => services.store, log: services.log }),
    ],
    async start() {
      if (!(await finishEveryProjectsDeletions(deps, services))) {
        retryDeletions.schedule(() => finishEveryProjectsDeletions(deps, services));
      }
      await sweepAbandonedWrites(services.store, services.log);
    },
    async stop() {
      retryDeletions.cancel();
      await uploadLocks.close();
    },
    async health() {
      return { ok: await services.store.reachable() };
    },
  });
}

/**
 * The region the S3 protocol names: the S3 store's (`ATRIUM_STORAGE_S3_REGION`), or S3's first
 * region, `us-east-1` (the README's default), for the file store.
 */
const s3Region = (backend: StorageBackend | undefined) =>
  backend?.kind === 's3' ? backend.s3.region : 'us-east-1';

/**
 * Each active project's recorded byte deletions, finished (a crash may have left some); answers
 * whether none is left.
 */
async function finishEveryProjectsDeletions(
  deps: StorageModuleDependencies,
  services: StorageServices,
): Promise<boolean> {
  let finished = true;
  await forEveryActiveProject(deps, async (project) => {
    finished = (await finishPendingDeletions(project, services.store, services.log)) && finished;
  });
  return finished;
}

/** Seconds between tries of work a start could not finish (the store slow or away). */
const RETRY_DELAYS_S = [2, 5, 15, 60, 300];

/**
 * Tries `work` again after each delay until it answers true, in the background: a store that was
 * slow or away at start is not left until the next start, and the start itself never waits.
 */
function retryInBackground() {
  let timer: NodeJS.Timeout | undefined;
  let cancelled = false;
  return {
    schedule(work: () => Promise<boolean>, attempt = 0) {
      const delay = RETRY_DELAYS_S[attempt];
      if (cancelled || delay === undefined) return;
      timer = setTimeout(() => {
        void work()
          .catch(() => false)
          .then((done) => done || this.schedule(work, attempt + 1));
      }, delay * 1000);
      timer.unref();
    },
    cancel() {
      cancelled = true;
      clearTimeout(timer);
    },
  };
}
