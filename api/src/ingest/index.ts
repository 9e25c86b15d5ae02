// The ingest area's public face: only what other areas use.
export { INGEST_PREFIX, mountIngestSurface } from './ingest-surface.js';
export {
  ingestDeclarationOf,
  requiresWarehouseToken,
  type IngestDeclared,
} from './ingest-declarations.js';
export type { IngestEnv } from './ingest-env.js';
export { warehouseTokenRoutes } from './warehouse-tokens/routes.js';
