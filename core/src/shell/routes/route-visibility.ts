import type { VisibilityCondition } from '../../plugin-api/manifest.js';
import { visibility, type ConditionFacts, type Visibility } from '../../plugin-api/visibility.js';

/** What a route's condition is evaluated against: a menu's facts, and whether grants are known. */
export interface RouteFacts extends ConditionFacts {
  /** While the grants load, `can` answers no to everything: not yet an answer. */
  readonly grantsLoading: boolean;
}

/**
 * Whether a route is in the table: as a menu item's, except that a permission condition waits
 * for the grants (`pending`) instead of reading "no" while they load, so a screen the user may
 * see never falls through to the not-found page on the first visit.
 */
export function routeVisibility(
  when: VisibilityCondition | undefined,
  facts: RouteFacts,
): Visibility {
  if (when?.permission && facts.grantsLoading) return 'pending';
  return visibility(when, facts);
}
