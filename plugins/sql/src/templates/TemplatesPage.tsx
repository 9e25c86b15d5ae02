import { ReadySnippetsPage } from './ReadySnippetsPage.js';
import { SQL_TEMPLATES } from './templates.js';

/** `/project/{ref}/sql/templates`: snippets of one technique each. */
export function TemplatesPage() {
  return (
    <ReadySnippetsPage
      title="Templates"
      intro="Ready snippets of common Postgres techniques. Open one as a new snippet, change it, and run it."
      snippets={SQL_TEMPLATES}
    />
  );
}
