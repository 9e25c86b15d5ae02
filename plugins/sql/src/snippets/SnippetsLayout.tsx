import type { ReactNode } from 'react';
import { SnippetSidebar } from './SnippetSidebar.js';
import * as css from './Snippets.css.js';

/** The editor page with the snippet sidebar beside it. */
export function SnippetsLayout({ openId, children }: { openId: string; children: ReactNode }) {
  return (
    <div className={css.layout}>
      <SnippetSidebar openId={openId} />
      <div className={css.main}>{children}</div>
    </div>
  );
}
