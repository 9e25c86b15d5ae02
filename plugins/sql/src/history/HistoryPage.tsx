import { Box, Button, EmptyState, ErrorPanel, SearchField, Skeleton } from '@atrium/design-system';
import { useState } from 'react';
import { HISTORY_PAGE_SIZE } from '../data/history-api.js';
import { useDeleteHistoryRuns } from '../data/history-mutations.js';
import { useSqlHistory } from '../data/history-queries.js';
import { useOpenNewDraft } from '../editor/open-new-draft.js';
import { HistoryEntry } from './HistoryEntry.js';
import * as styles from './history.css.js';

/**
 * `/project/{ref}/sql/history`: the user's own last 500 runs of the SQL editor in this project,
 * newest first, searched by their text (debounced, spec §9), a page at a time. Each opens in the
 * editor as a new snippet, or leaves the history.
 */
export function HistoryPage() {
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const history = useSqlHistory(search, offset);
  const remove = useDeleteHistoryRuns();
  const open = useOpenNewDraft();
  const page = history.data;

  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <Box as="h1" margin="none" fontSize="xlarge" fontWeight="strong">
        SQL History
      </Box>
      <SearchField
        label="Search your history"
        placeholder="Search the SQL you ran"
        onSearch={(value) => {
          setSearch(value.trim());
          setOffset(0);
        }}
      />
      {history.error ? (
        <ErrorPanel
          headingLevel={2}
          title="Failed to load the SQL history"
          message={history.error.message}
          onRetry={() => void history.mutate()}
        />
      ) : !page ? (
        <Skeleton count={4} label="Loading the SQL history" />
      ) : page.runs.length === 0 ? (
        <EmptyState
          headingLevel={2}
          title={search ? 'No results found' : 'No queries run yet'}
          description={
            search
              ? `Your search for "${search}" did not return any results`
              : 'Queries you run in the SQL editor appear here.'
          }
        />
      ) : (
        <ul className={styles.list} aria-label="SQL history">
          {page.runs.map((run) => (
            <HistoryEntry
              key={run.id}
              run={run}
              onOpen={(sql) => void open(sql)}
              onDelete={(id) => void remove.trigger([id]).catch(() => undefined)}
            />
          ))}
        </ul>
      )}
      {page && (offset > 0 || page.has_more) && (
        <Box display="flex" gap="small" justifyContent="flex-end">
          <Button
            variant="ghost"
            isDisabled={offset === 0}
            onPress={() => setOffset(Math.max(0, offset - HISTORY_PAGE_SIZE))}
          >
            Newer
          </Button>
          <Button
            variant="ghost"
            isDisabled={!page.has_more}
            onPress={() => setOffset(offset + HISTORY_PAGE_SIZE)}
          >
            Older
          </Button>
        </Box>
      )}
    </Box>
  );
}
