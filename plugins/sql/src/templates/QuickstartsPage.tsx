import { ReadySnippetsPage } from './ReadySnippetsPage.js';
import { SQL_QUICKSTARTS } from './quickstarts.js';

/** `/project/{ref}/sql/quickstarts`: whole small schemas with sample rows. */
export function QuickstartsPage() {
  return (
    <ReadySnippetsPage
      title="Quickstarts"
      intro="Whole small schemas with sample rows, to start a project from. Open one as a new snippet and run it."
      snippets={SQL_QUICKSTARTS}
    />
  );
}
