import { Box, Button, Dialog, EmptyState, Skeleton } from '@atrium/design-system';
import { useCan, usePluginContext } from '@atrium/core/plugin-api';
import { useAbortQuery, useOngoingQueries } from '../data/ongoing-queries.js';
import { runningCount, startTime } from './start-time.js';
import * as styles from './RunningQueries.css.js';

/** The database the dialog lists: Atrium has no read replicas, so always the primary. */
const DATABASE = 'primary database';

/** The list, read when the dialog opens (it is only mounted while open). */
function RunningQueries() {
  const { confirm } = usePluginContext();
  const canAbort = useCan()('sql:admin:write', 'queries');
  const queries = useOngoingQueries();
  const abort = useAbortQuery();

  const abortQuery = async (pid: number) => {
    const confirmed = await confirm({
      title: `Confirm to abort this query? (ID: ${pid})`,
      message: 'This will force the query to stop running.',
      confirmLabel: 'Abort query',
      critical: true,
    });
    if (confirmed) await abort.trigger(pid).catch(() => undefined);
  };

  if (queries.error) {
    return (
      <p role="alert" className={styles.failure}>
        Failed to retrieve ongoing queries
      </p>
    );
  }
  const rows = queries.data;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <Box display="flex" alignItems="center" gap="small">
        <Box as="span" flexGrow={1} role="status">
          {rows ? runningCount(rows.length) : 'Loading the running queries…'}
        </Box>
        <Button
          variant="ghost"
          size="small"
          isPending={queries.isValidating}
          onPress={() => void queries.mutate()}
        >
          Refresh
        </Button>
      </Box>
      {!rows ? (
        <Skeleton count={3} label="Loading the running queries" />
      ) : rows.length === 0 ? (
        <EmptyState title={`No queries are currently running on the ${DATABASE}`} />
      ) : (
        <ul className={styles.list} aria-label="Running queries">
          {rows.map((query) => (
            <li key={query.pid} className={styles.item}>
              <code className={styles.sql}>{query.query}</code>
              <Box display="flex" alignItems="center" gap="medium" fontSize="small">
                <span>PID: {query.pid}</span>
                <span>Started: {startTime(query.query_start)}</span>
                <Box flexGrow={1} />
                {canAbort && (
                  <Button
                    variant="soft"
                    tone="critical"
                    size="small"
                    onPress={() => void abortQuery(query.pid)}
                  >
                    Abort query
                  </Button>
                )}
              </Box>
            </li>
          ))}
        </ul>
      )}
    </Box>
  );
}

export interface RunningQueriesDialogProps {
  readonly isOpen: boolean;
  readonly onOpenChange: (isOpen: boolean) => void;
}

/**
 * Spec §2.3: the queries running on the project's database, each with its SQL, process id and
 * start time, and Abort query (terminating its backend) after a confirmation.
 */
export function RunningQueriesDialog({ isOpen, onOpenChange }: RunningQueriesDialogProps) {
  return (
    <Dialog
      title={`Running queries on ${DATABASE}`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      size="large"
    >
      {isOpen && <RunningQueries />}
    </Dialog>
  );
}
