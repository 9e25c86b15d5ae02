import { Box, ButtonLink, ErrorPanel, Skeleton } from '@atrium/design-system';
import { useApiQuery } from '../plugin-api/use-api.js';
import { PageHeader } from './PageHeader.js';

interface ProjectSummary {
  ref: string;
  name: string;
  status: string;
  organization_slug: string;
}

export function ProjectsPage() {
  const { data, error, isLoading, mutate } = useApiQuery<ProjectSummary[]>(['projects'], (api) =>
    api.platform.projects.$get(),
  );
  return (
    <Box padding="xlarge">
      <PageHeader title="Projects" />
      {isLoading && <Skeleton count={3} label="Loading projects" />}
      {error && (
        <ErrorPanel
          title="Failed to retrieve projects"
          message={error.message}
          code={error.status}
          onRetry={() => void mutate()}
        />
      )}
      {data && (
        <Box as="ul" display="flex" flexDirection="column" gap="small">
          {data.map((project) => (
            <Box as="li" key={project.ref} display="flex" alignItems="center" gap="medium">
              <ButtonLink href={`/project/${project.ref}`} variant="ghost" tone="accent">
                {project.name}
              </ButtonLink>
              <Box color="textMuted" fontSize="small">
                {project.ref} · {project.organization_slug}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
