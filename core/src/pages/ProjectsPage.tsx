import { EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { groupByOrganization } from '../projects/group-by-organization.js';
import { NewOrganizationDialog } from '../projects/NewOrganizationDialog.js';
import { OrganizationActions } from '../projects/OrganizationActions.js';
import { STATUS_POLL_MS, useOrganizations, useProjects } from '../projects/platform-queries.js';
import { ProjectRow } from '../projects/ProjectRow.js';
import { statusLook } from '../projects/project-status.js';
import { CorePage } from './CorePage.js';
import { PageSection } from './PageSection.js';

const DESCRIPTION = 'Open a project to work on its database: its tables, policies and the rest.';

/**
 * All projects (spec 2.1): the logo's link and the way into each project. Hosted, they are grouped
 * by organization, where new organizations and projects are made; self-hosted there is one list.
 */
export function ProjectsPage() {
  const { hosted } = useServices().deployment;
  return hosted ? <HostedProjects /> : <SelfHostedProjects />;
}

function SelfHostedProjects() {
  const { data, error, isLoading, mutate } = useProjects();
  return (
    <CorePage title="Projects" description={DESCRIPTION}>
      {isLoading && <Skeleton count={3} label="Loading projects" />}
      {error && <LoadFailure message={error.message} code={error.status} retry={mutate} />}
      {data && (
        <PageSection title="All projects" count={data.length} empty="No projects yet">
          {data.map((project) => (
            <ProjectRow key={project.ref} project={project} detail={project.organization_slug} />
          ))}
        </PageSection>
      )}
    </CorePage>
  );
}

function HostedProjects() {
  // A project coming up or restoring changes status on its own: the list follows it.
  const projects = useProjects({
    refreshInterval: (data) => (data?.some((p) => statusLook(p.status).busy) ? STATUS_POLL_MS : 0),
  });
  const organizations = useOrganizations();
  const error = projects.error ?? organizations.error;
  const retry = () => Promise.all([projects.mutate(), organizations.mutate()]);
  const groups =
    projects.data && organizations.data && groupByOrganization(organizations.data, projects.data);
  return (
    <CorePage title="Projects" description={DESCRIPTION} actions={<NewOrganizationDialog />}>
      {(projects.isLoading || organizations.isLoading) && (
        <Skeleton count={3} label="Loading projects" />
      )}
      {error && <LoadFailure message={error.message} code={error.status} retry={retry} />}
      {groups?.length === 0 && (
        <EmptyState
          headingLevel={2}
          title="No organizations yet"
          description="Projects belong to an organization: create one with New organization, or ask to be invited to one."
        />
      )}
      {groups?.map((group) => (
        <PageSection
          key={group.slug}
          title={group.name}
          count={group.projects.length}
          empty="No projects yet"
          action={<OrganizationActions slug={group.slug} name={group.name} />}
        >
          {group.projects.map((project) => (
            <ProjectRow key={project.ref} project={project} />
          ))}
        </PageSection>
      ))}
    </CorePage>
  );
}

function LoadFailure({
  message,
  code,
  retry,
}: {
  message: string;
  code: number;
  retry: () => unknown;
}) {
  return (
    <ErrorPanel
      headingLevel={2}
      title="Failed to retrieve projects"
      message={message}
      code={code}
      onRetry={() => void retry()}
    />
  );
}
