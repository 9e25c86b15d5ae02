import { ErrorPanel, Skeleton } from '@atrium/design-system';
import { useServerModules } from '../../projects/platform-queries.js';
import { PageRow, PageSection } from '../PageSection.js';
import { ServerModuleRow } from './ServerModuleRow.js';

/**
 * The server part of every plugin that is on (`GET /platform/plugins`): whether it runs or was
 * left out, where it failed, and its routes, grants and audit events, one disclosure per module.
 */
export function ServerModulesSection() {
  const modules = useServerModules();
  const list = modules.data?.modules;
  return (
    <PageSection
      title="Server modules"
      count={list?.length}
      empty={
        modules.error ? (
          <ErrorPanel
            title="Failed to load the server modules"
            message={modules.error.message}
            code={modules.error.status}
            onRetry={() => void modules.mutate()}
          />
        ) : list ? (
          'No plugin has a server part'
        ) : (
          <Skeleton count={2} label="Loading server modules" />
        )
      }
    >
      {list?.map((module) => (
        <PageRow key={module.id}>
          <ServerModuleRow module={module} />
        </PageRow>
      ))}
    </PageSection>
  );
}
