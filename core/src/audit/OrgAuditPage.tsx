import { useParams } from 'wouter';
import { Box } from '@atrium/design-system';
import { PageHeader } from '../pages/PageHeader.js';
import { RequirePermission } from '../plugin-api/Gate.js';
import { AuditLog } from './AuditLog.js';

/**
 * `/org/{slug}/audit` (Audit): the changes made in the organization and its projects, newest
 * first. Mirrors the API route's grant, `platform:read` on `audit`.
 */
export function OrgAuditPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large" height="100%">
      <PageHeader
        title="Audit Logs"
        description={`Every change made in ${slug} and its projects: when, by whom, what, and how it ended.`}
      />
      <RequirePermission
        action="platform:read"
        resource="audit"
        description="view this organization's audit log"
      >
        <AuditLog
          cacheKey={['organizations', slug, 'audit']}
          fetchPage={(api, query) =>
            api.platform.organizations[':slug'].audit.$get({ param: { slug }, query })
          }
          fetchCsv={(api, query) =>
            api.platform.organizations[':slug'].audit['export.csv'].$get({ param: { slug }, query })
          }
          fileName={`audit-${slug}.csv`}
          errorTitle="Failed to load the organization's audit log"
        />
      </RequirePermission>
    </Box>
  );
}
