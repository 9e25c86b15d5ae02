import type { ComponentDoc } from '../../docs.js';
import { Button } from '../Button/Button.js';
import { EmptyState } from './EmptyState.js';
import { Glyph } from './Glyph.js';

const search = 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zM21 21l-4.35-4.35';

export const emptyStateDoc: ComponentDoc = {
  name: 'EmptyState',
  description: 'Says there is nothing to show yet and offers the next step.',
  examples: [
    {
      title: 'Search with no results',
      render: () => (
        <EmptyState
          icon={<Glyph d={search} />}
          title="No results found"
          description='Your search for "x" did not return any results'
          action={<Button>Reset filter</Button>}
        />
      ),
    },
    {
      title: 'Nothing created yet',
      render: () => (
        <EmptyState
          title="No entities available"
          description="This schema has no entities available yet"
        />
      ),
    },
  ],
};
