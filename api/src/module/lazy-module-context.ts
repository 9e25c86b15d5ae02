import type { ModuleContext } from './define-module.js';

/**
 * A module's context made on first use, for core modules started before the platform database
 * exists: `platform` itself is handed one, and reading it there throws `make`'s own error.
 */
export function lazyModuleContext(make: () => ModuleContext): ModuleContext {
  let made: ModuleContext | undefined;
  const context = () => (made ??= make());
  return Object.freeze({
    get database() {
      return context().database;
    },
    get projects() {
      return context().projects;
    },
    get audit() {
      return context().audit;
    },
    get config() {
      return context().config;
    },
    get log() {
      return context().log;
    },
    get scheduler() {
      return context().scheduler;
    },
    get notices() {
      return context().notices;
    },
  });
}
