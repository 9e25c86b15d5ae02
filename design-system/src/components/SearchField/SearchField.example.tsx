import { useState } from 'react';
import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { SearchField } from './SearchField.js';

/** Shows when searches actually run, against every keystroke. */
function SearchLog() {
  const [keys, setKeys] = useState(0);
  const [searches, setSearches] = useState<string[]>([]);
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <SearchField
        label="Search files"
        placeholder="Search by name"
        onChange={() => setKeys((n) => n + 1)}
        onSearch={(value) => setSearches((all) => [...all, value])}
      />
      <Box as="p" fontSize="small" color="textMuted">
        {keys} changes, {searches.length} searches
        {searches.length > 0 && `: ${searches.map((s) => JSON.stringify(s)).join(', ')}`}
      </Box>
    </Box>
  );
}

export const searchFieldDoc: ComponentDoc = {
  name: 'SearchField',
  description:
    'A search input. onSearch runs after a pause in typing (300 ms), at once on Enter, and with ' +
    "'' when cleared with Escape or the clear button; onChange reports every key. SearchInput is " +
    'the same without a label, description or error, made of plain elements, for a first paint ' +
    'that must stay light (the table editor’s sidebar).',
  examples: [{ title: 'Debounced search', render: () => <SearchLog /> }],
};
