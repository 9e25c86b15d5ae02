import { Box, ButtonLink } from '@atrium/design-system';
import { NewProjectLink } from './NewProjectLink.js';

/**
 * What an organization's group on the projects page offers: its members (where its Owner invites
 * the team, the first thing after making one) and a new project.
 */
export function OrganizationActions({ slug, name }: { slug: string; name: string }) {
  return (
    <Box display="flex" gap="small">
      <ButtonLink
        href={`/org/${encodeURIComponent(slug)}/team`}
        size="small"
        variant="ghost"
        aria-label={`Members of ${name}`}
      >
        Members
      </ButtonLink>
      <NewProjectLink slug={slug} name={name} />
    </Box>
  );
}
