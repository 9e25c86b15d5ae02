// The module area's public face for other areas: only what they use. Plugins' `./server` entries
// import `@atrium/api/module` instead, which is `plugin-entry.ts` (api/package.json).
export type { ModuleReport } from './module-report.js';
export { defineModule } from './define-module.js';
export { Provided } from './provided.js';
export type {
  JobContext,
  ModuleJob,
  ModuleMigration,
  ModuleProjectSchema,
} from './define-module.js';
export type { ModuleDatabase } from './module-database.js';
export type { PluginSwitchboard } from './plugin-switches/plugin-switchboard.js';
export { audited } from './module-audit-events.js';
