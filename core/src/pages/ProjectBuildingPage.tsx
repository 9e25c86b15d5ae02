import { useEffect } from 'react';
import { useLocation, useParams } from 'wouter';
import { Box, ButtonLink, ErrorPanel, ProgressBar } from '@atrium/design-system';
import type { PlatformProject } from '../projects/platform-types.js';
import { STATUS_POLL_MS, usePlatformProject } from '../projects/platform-queries.js';
import { CorePage } from './CorePage.js';

/** Statuses that will not change by waiting: polling stops there. */
const settled = (project: PlatformProject | undefined) =>
  project?.status === 'ACTIVE_HEALTHY' || project?.status === 'INIT_FAILED';

/**
 * `/project/{ref}/building`: where a project is while it is not ready (coming up, restoring, or
 * failed to start). It asks every 2 s and opens the project's home as soon as it is active.
 */
export function ProjectBuildingPage() {
  const { ref = '' } = useParams<{ ref: string }>();
  const [, navigate] = useLocation();
  const { data, error, mutate } = usePlatformProject(ref, {
    refreshInterval: (latest) => (settled(latest) ? 0 : STATUS_POLL_MS),
  });
  const active = data?.status === 'ACTIVE_HEALTHY';
  useEffect(() => {
    if (active) navigate(`/project/${encodeURIComponent(ref)}`, { replace: true });
  }, [active, navigate, ref]);

  if (data?.status === 'INIT_FAILED') {
    return (
      <CorePage title="Your project failed to start">
        <ErrorPanel
          headingLevel={2}
          title={`${data.name} could not be set up`}
          message={data.status_message ?? 'The server gave no reason.'}
          retryLabel="Back to projects"
          onRetry={() => navigate('/projects')}
        />
      </CorePage>
    );
  }
  // A failed poll after a good one keeps the last answer: the next poll may well succeed.
  if (error && !data) {
    return (
      <CorePage title="Your project">
        <ErrorPanel
          headingLevel={2}
          title="Failed to retrieve the project"
          message={error.message}
          code={error.status}
          onRetry={() => void mutate()}
        />
        <BackToProjects />
      </CorePage>
    );
  }
  const restoring = data?.status === 'RESTORING';
  const name = data?.name ?? 'the project';
  return (
    <CorePage
      title={restoring ? 'Your project is being restored' : 'Your project is coming up'}
      description={
        restoring
          ? 'Its database is being restored; this page opens the project when it is done.'
          : 'Its database is being created and set up; this page opens the project when it is ready.'
      }
    >
      <ProgressBar label={restoring ? `Restoring ${name}` : `Setting up ${name}`} isIndeterminate />
    </CorePage>
  );
}

function BackToProjects() {
  return (
    <Box>
      <ButtonLink href="/projects">Back to projects</ButtonLink>
    </Box>
  );
}
