import type { ReactNode } from 'react';
import type { VisibilityCondition } from '../../plugin-api/manifest.js';

/**
 * One entry of the app's route table, core's pages and plugins' screens alike: what renders at
 * `path` when `when` holds. Where it does not, the path falls through to the next entry that
 * matches (a self-hosted redirect, the not-found page).
 */
export interface AppRoute {
  /** A wouter pattern, such as `/project/:ref/editor`. */
  readonly path: string;
  readonly when?: VisibilityCondition;
  readonly element: ReactNode;
}
