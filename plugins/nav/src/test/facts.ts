import type { Action, ConditionFacts, Resource } from '@atrium/core/plugin-api';

/** Facts for tests: a self-hosted deployment where the user may do anything, unless overridden. */
export function facts(
  overrides: Partial<ConditionFacts> & { grants?: string[] } = {},
): ConditionFacts {
  const { grants, ...rest } = overrides;
  return {
    can: (action: Action, resource: Resource) =>
      grants === undefined || grants.includes(`${action} ${resource}`),
    hosted: false,
    isFlagOn: () => false,
    services: new Set(['auth', 'storage', 'realtime', 'postgrest']),
    extensions: new Set(['plpgsql']),
    addons: new Set(),
    ...rest,
  };
}
