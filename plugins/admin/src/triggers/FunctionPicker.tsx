import { useState } from 'react';
import {
  Box,
  Button,
  EmptyState,
  ErrorPanel,
  SearchField,
  SidePanel,
  Skeleton,
} from '@atrium/design-system';
import { useTriggerFunctions, type TriggerFunction } from '../data/trigger-queries.js';
import { functionMatches } from './trigger-form.js';
import * as css from './triggers.css.js';

/**
 * The 'Pick a function' panel (spec section 2): the functions that return `trigger`, searchable,
 * each chosen with its own button. It opens over the trigger panel.
 */
export function FunctionPicker({
  onPick,
  onClose,
}: {
  onPick: (fn: TriggerFunction) => void;
  onClose: () => void;
}) {
  const [search, setSearch] = useState('');
  const functions = useTriggerFunctions();
  const shown = (functions.data ?? []).filter((fn) => functionMatches(fn, search));
  return (
    <SidePanel
      title="Pick a function"
      isOpen
      onOpenChange={(open) => open || onClose()}
      footer={() => <Button onPress={onClose}>Cancel</Button>}
    >
      <Box display="flex" flexDirection="column" gap="large">
        <SearchField
          label="Search for a function"
          placeholder="Search for a function"
          value={search}
          onChange={setSearch}
        />
        {functions.error ? (
          <ErrorPanel
            headingLevel={3}
            title="Failed to retrieve trigger functions"
            message={functions.error.message}
            onRetry={() => void functions.mutate()}
          />
        ) : !functions.data ? (
          <Skeleton count={3} label="Loading trigger functions" />
        ) : shown.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={functions.data.length === 0 ? 'No trigger functions found' : 'No results found'}
            description={
              functions.data.length === 0
                ? 'Create a function that returns trigger on the Functions screen first.'
                : `Your search for "${search}" did not return any results`
            }
          />
        ) : (
          <ul className={css.functionList} aria-label="Trigger functions">
            {shown.map((fn) => (
              <li key={fn.id} className={css.functionRow}>
                <Box display="flex" flexDirection="column">
                  <Box as="span" fontWeight="strong">
                    {fn.name}
                  </Box>
                  <Box as="span" fontSize="small" color="textMuted">
                    {fn.schema}
                  </Box>
                </Box>
                <Button
                  size="small"
                  aria-label={`Pick ${fn.schema}.${fn.name}`}
                  onPress={() => onPick(fn)}
                >
                  Use this function
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Box>
    </SidePanel>
  );
}
