/** One module of cache-key builders per resource (docs/architecture/data-fetching.md). */
export { resources } from './core-resources.js';
export { schemaKeys } from './schemas.js';
export { tableKeys } from './tables.js';
export { tableRowKeys } from './table-rows.js';
export { entityKeys } from './entities.js';
export { columnKeys } from './columns.js';
export { policyKeys } from './policies.js';
export { roleKeys } from './roles.js';
export { typeKeys } from './types.js';
export { extensionKeys } from './extensions.js';
export { functionKeys } from './functions.js';
