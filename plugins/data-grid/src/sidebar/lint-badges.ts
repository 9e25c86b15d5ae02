import type { Entity } from '@atrium/core/plugin-api';

/** The spec's lint badges, word for word. */
export const LINTS = {
  rlsDisabled: 'RLS Disabled',
  securityDefinerView: 'Security Definer view',
  foreignTable: 'RLS is not enforced on foreign tables',
} as const;

/**
 * The warnings an entity's row shows. Only facts the entities API reports are used: RLS for
 * tables, `security_invoker` for views and materialized views (the API reports false for the
 * latter: they hold their owner's results), and the kind for foreign tables.
 */
export function entityLints(entity: Entity): string[] {
  switch (entity.type) {
    case 'r':
    case 'p':
      return entity.rls_enabled ? [] : [LINTS.rlsDisabled];
    case 'v':
    case 'm':
      return entity.security_invoker === false ? [LINTS.securityDefinerView] : [];
    case 'f':
      return [LINTS.foreignTable];
  }
}
