import type { VisibilityCondition } from './manifest.js';
import type { Action, Resource } from './permissions.js';

/**
 * What a `when` condition (a menu item's, a route's) is evaluated against: the user, the
 * deployment and the project in view.
 */
/**
 * Services of a self-hosted project: Atrium runs auth, storage, realtime and the REST API itself;
 * edge functions and a connection pooler are hosted-platform features. No API reports a hosted
 * project's services yet, so these stand in there too.
 */
export const SELF_HOSTED_SERVICES: ReadonlySet<string> = new Set([
  'auth',
  'storage',
  'realtime',
  'postgrest',
]);

export interface ConditionFacts {
  can(action: Action, resource: Resource): boolean;
  readonly hosted: boolean;
  isFlagOn(flag: string): boolean;
  /** Project services that are enabled (`auth`, `storage`, ...). */
  readonly services: ReadonlySet<string>;
  /** Extensions installed in the project database; undefined while they are being read. */
  readonly extensions: ReadonlySet<string> | undefined;
  /** Add-ons selected for the project (`pitr`, ...). */
  readonly addons: ReadonlySet<string>;
}

/** `visible`, `hidden`, or `pending` when the answer waits on facts still loading. */
export type Visibility = 'visible' | 'hidden' | 'pending';

/**
 * A leading `!` negates a name condition (`addon: '!pitr'`: shown when PITR is not selected), so
 * a menu can offer one of two items without a second condition kind.
 */
function holds(value: string, isTrue: (name: string) => boolean): boolean {
  return value.startsWith('!') ? !isTrue(value.slice(1)) : isTrue(value);
}

/** Every condition given must hold; an item (or route) without conditions is always shown. */
export function visibility(
  condition: VisibilityCondition | undefined,
  facts: ConditionFacts,
): Visibility {
  if (!condition) return 'visible';
  const { permission, hosted, flag, service, extension, addon } = condition;
  const known =
    (permission === undefined || facts.can(permission.action, permission.resource)) &&
    (hosted === undefined || hosted === facts.hosted) &&
    (flag === undefined || holds(flag, (f) => facts.isFlagOn(f))) &&
    (service === undefined || holds(service, (s) => facts.services.has(s))) &&
    (addon === undefined || holds(addon, (a) => facts.addons.has(a)));
  if (!known) return 'hidden';
  if (extension === undefined) return 'visible';
  // Unknown extensions keep the item out (pending) rather than flashing it in.
  const { extensions } = facts;
  if (!extensions) return 'pending';
  return holds(extension, (e) => extensions.has(e)) ? 'visible' : 'hidden';
}

/** Whether an item shows now; pure, so every condition kind is unit-tested. */
export function isVisible(
  condition: VisibilityCondition | undefined,
  facts: ConditionFacts,
): boolean {
  return visibility(condition, facts) === 'visible';
}
