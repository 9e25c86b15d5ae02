import { Badge, Box } from '@atrium/design-system';
import { useReportedPluginFailures } from '../../projects/platform-queries.js';
import { useAppSnapshot } from '../../state/app-state.js';
import * as styles from '../PageSection.css.js';
import { PageRow, PageSection } from '../PageSection.js';
import { listedFailures } from './listed-failures.js';

/**
 * Every failure a plugin has had: those this page contained, and those any browser reported to
 * the server, so they are still here after a reload. Only an Owner of the default organization
 * reads the reported ones; anyone else sees this page's own.
 */
export function FailuresSection() {
  const { pluginFailures } = useAppSnapshot();
  const { data, error } = useReportedPluginFailures();
  const failures = listedFailures(pluginFailures, data?.failures ?? []);
  return (
    <PageSection title="Failures" count={failures.length} empty="No plugin has failed">
      {error && error.status !== 403 && (
        <PageRow>
          <Badge tone="caution">Unknown</Badge>
          <span className={styles.muted}>
            Could not load the failures other browsers reported: {error.message}
          </span>
        </PageRow>
      )}
      {failures.map((f) => (
        <PageRow key={f.key}>
          <Badge tone="critical">Failed</Badge>
          <Box display="flex" flexDirection="column" gap="xxsmall">
            <Box fontWeight="strong">{f.pluginId}</Box>
            <span className={styles.muted}>
              {f.where} · {new Date(f.at).toLocaleString()}
              {f.times !== undefined && ` · ${f.times === 1 ? 'once' : `${f.times} times`}`}
            </span>
            <Box as="code" fontFamily="code" fontSize="small">
              {f.message}
            </Box>
          </Box>
        </PageRow>
      ))}
    </PageSection>
  );
}
