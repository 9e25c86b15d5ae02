import { Box } from '@atrium/design-system';
import { AuditLog } from '../audit/AuditLog.js';
import { PageHeader } from '../pages/PageHeader.js';

/** `/account/audit`: the changes the signed-in user made through the API, newest first. */
export function AuditPage() {
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large" height="100%">
      <PageHeader
        title="Audit Logs"
        description="Every change you made through the API: when, from where, what, and how it ended."
      />
      <AuditLog
        cacheKey={['account', 'audit']}
        fetchPage={(api, query) => api.platform.profile.audit.$get({ query })}
        fetchCsv={(api, query) => api.platform.profile.audit['export.csv'].$get({ query })}
        fileName="audit.csv"
        errorTitle="Failed to load your audit log"
      />
    </Box>
  );
}
