import { Box, Button } from '@atrium/design-system';
import { useId } from 'react';
import { useOpenNewDraft } from '../editor/open-new-draft.js';
import type { ReadySnippet } from './ready-snippet.js';
import * as styles from './ready-snippets.css.js';

/** Lines of a snippet shown on its card. */
const PREVIEW_LINES = 6;

export interface ReadySnippetsPageProps {
  readonly title: string;
  readonly intro: string;
  readonly snippets: readonly ReadySnippet[];
}

/**
 * The templates and quickstarts pages: a card per ready snippet, each opening in the editor as a
 * new snippet (`/sql/new` holding its text), to read, change and run there.
 */
export function ReadySnippetsPage({ title, intro, snippets }: ReadySnippetsPageProps) {
  const open = useOpenNewDraft();
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <Box display="flex" flexDirection="column" gap="small">
        <Box as="h1" margin="none" fontSize="xlarge" fontWeight="strong">
          {title}
        </Box>
        <Box as="p" margin="none">
          {intro}
        </Box>
      </Box>
      <ul className={styles.cards} aria-label={title}>
        {snippets.map((snippet) => (
          <SnippetCard key={snippet.id} snippet={snippet} onOpen={() => void open(snippet.sql)} />
        ))}
      </ul>
    </Box>
  );
}

function SnippetCard({ snippet, onOpen }: { snippet: ReadySnippet; onOpen: () => void }) {
  const headingId = useId();
  return (
    <li className={styles.card} aria-labelledby={headingId}>
      <Box as="h2" id={headingId} margin="none" fontSize="large" fontWeight="strong">
        {snippet.title}
      </Box>
      <Box as="p" margin="none">
        {snippet.description}
      </Box>
      <pre className={styles.preview} aria-hidden="true">
        {snippet.sql.split('\n').slice(0, PREVIEW_LINES).join('\n')}
      </pre>
      <Box display="flex" justifyContent="flex-end">
        <Button
          variant="soft"
          onPress={onOpen}
          aria-label={`Open as new snippet: ${snippet.title}`}
        >
          Open as new snippet
        </Button>
      </Box>
    </li>
  );
}
