import type { ModuleDatabase } from '../../module/index.js';
import type { StorageBackend } from '../backends/storage-backend.js';
import { storageSettingsRoutes } from '../settings/routes.js';
import type { StorageServices } from '../storage-services.js';
import { dashboardBucketRoutes } from './bucket-routes.js';
import { dashboardObjectRoutes } from './object-routes.js';
import { zipDashboardRoute } from '../zip/dashboard-routes.js';
import type { UploadParts } from '../resumable/tus-server.js';
import { dashboardResumableRoutes } from './resumable-routes.js';

/**
 * The storage module's dashboard routes, mounted under `/platform`: the project's storage
 * settings (`/projects/:ref/config/storage`) and the file explorer's buckets and objects
 * (`/storage/:ref/buckets...`), with its resumable uploads (`/storage/:ref/upload/resumable`).
 */
export const storageDashboardRoutes = (
  services: StorageServices,
  database: ModuleDatabase,
  backend: StorageBackend['kind'],
  uploadParts: () => UploadParts,
) =>
  storageSettingsRoutes(database, backend)
    .route('/', dashboardBucketRoutes(services))
    .route('/', dashboardObjectRoutes(services))
    .route('/', zipDashboardRoute(services))
    .route('/', dashboardResumableRoutes(services, uploadParts));
