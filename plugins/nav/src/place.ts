import type { NavMenu } from '@atrium/core/plugin-api';

/** Which menu a location shows, and the placeholders it fills. */
export interface Place {
  readonly menu: NavMenu;
  readonly ref?: string;
  readonly slug?: string;
}

/** `/project/{ref}/...` shows the project menu, `/org/{slug}/...` the organization's; else account. */
export function placeOf(path: string): Place {
  const project = /^\/project\/([^/?#]+)/.exec(path);
  if (project?.[1]) return { menu: 'project', ref: decodeURIComponent(project[1]) };
  const org = /^\/org\/([^/?#]+)/.exec(path);
  if (org?.[1]) return { menu: 'organization', slug: decodeURIComponent(org[1]) };
  return { menu: 'account' };
}
