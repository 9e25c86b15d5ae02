// The ingest area's public face: only what other areas use.
export { INGEST_PREFIX, mountIngestSurface } from './ingest-surface.js';
export { warehouseTokenRoutes } from './warehouse-tokens/routes.js';
