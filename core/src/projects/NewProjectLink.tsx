import { ButtonLink, Tooltip } from '@atrium/design-system';
import { useOrganizationCan } from './platform-queries.js';

export const CREATE_PROJECT_DENIED = 'You need additional permissions to create projects';

/**
 * An organization's "New project" link to `/new/{slug}`: enabled for those who may create its
 * projects (Owner, Administrator), as the API decides; otherwise disabled, saying why.
 */
export function NewProjectLink({ slug, name }: { slug: string; name: string }) {
  const allowed = useOrganizationCan(slug, 'platform:write', 'projects');
  const link = (
    <ButtonLink
      href={`/new/${encodeURIComponent(slug)}`}
      size="small"
      isDisabled={!allowed}
      aria-label={`New project in ${name}`}
    >
      New project
    </ButtonLink>
  );
  return allowed === false ? <Tooltip content={CREATE_PROJECT_DENIED}>{link}</Tooltip> : link;
}
