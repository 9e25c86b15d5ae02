// The ingest area's public face: only what other areas use.
export { warehouseTokenRoutes } from './warehouse-tokens/routes.js';
