import { Button, ButtonLink, Skeleton } from '@atrium/design-system';
import { useCan, usePluginContext } from '@atrium/core/plugin-api';
import { useId, useState } from 'react';
import type { Snippet } from '../data/content-api.js';
import { useCurrentUserId } from '../data/current-user.js';
import { useSnippets } from '../data/snippets-queries.js';
import { DeleteSnippetsDialog } from './DeleteSnippetsDialog.js';
import { RenameSnippetDialog } from './RenameSnippetDialog.js';
import { SnippetRow, type SnippetAction } from './SnippetRow.js';
import { bySection, SECTIONS } from './sections.js';
import * as css from './Snippets.css.js';
import { sqlOf, useSnippetActions } from './use-snippet-actions.js';

/** Spec section 6: without the user-content create permission nothing typed is saved. */
export const NO_SAVE_NOTICE =
  'You do not have permission to create queries: your queries will not be saved.';

type Dialog =
  | { readonly kind: 'rename'; readonly snippet: Snippet }
  | { readonly kind: 'delete'; readonly snippets: readonly Snippet[] };

/**
 * Spec 2.4: the project's shared snippets, the member's favorites and their personal ones, each
 * a link to the editor; rename, share, duplicate, favorite, and delete one or several at once.
 */
export function SnippetSidebar({ openId }: { openId: string }) {
  const { projectRef } = usePluginContext();
  const can = useCan();
  const canWrite = can('user_content:create', 'content');
  const me = useCurrentUserId();
  const list = useSnippets();
  const all = list.data?.data ?? [];
  const actions = useSnippetActions(openId, all);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog | undefined>();
  const headingId = useId();
  const sections = bySection(all);
  const chosen = all.filter((snippet) => selected.has(snippet.id));

  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const act = (snippet: Snippet, action: SnippetAction) => {
    if (action === 'rename') setDialog({ kind: 'rename', snippet });
    else if (action === 'delete') setDialog({ kind: 'delete', snippets: [snippet] });
    else if (action === 'share') void actions.share(snippet).catch(() => undefined);
    else if (action === 'favorite') void actions.favorite(snippet).catch(() => undefined);
    else void actions.duplicate(snippet).catch(() => undefined);
  };

  return (
    <nav className={css.sidebar} aria-labelledby={headingId}>
      <h2 id={headingId} className={css.heading}>
        SQL snippets
      </h2>
      <ButtonLink href={`/project/${projectRef}/sql/new`} size="small">
        New query
      </ButtonLink>
      {!canWrite && <p className={css.notice}>{NO_SAVE_NOTICE}</p>}
      {chosen.length > 0 && (
        <div className={css.bar}>
          <Button
            size="small"
            tone="critical"
            onPress={() => setDialog({ kind: 'delete', snippets: chosen })}
          >
            {`Delete ${chosen.length} selected`}
          </Button>
          <Button size="small" variant="ghost" onPress={() => setSelected(new Set())}>
            Clear selection
          </Button>
        </div>
      )}
      {list.error ? (
        <p className={css.muted}>Failed to load SQL snippets</p>
      ) : list.data === undefined ? (
        <Skeleton count={3} label="Loading SQL snippets" />
      ) : (
        SECTIONS.map((section) => (
          <section key={section} aria-label={section}>
            <h3 className={css.heading}>{section}</h3>
            {sections[section].length === 0 ? (
              <p className={css.muted}>No queries</p>
            ) : (
              <ul className={css.list}>
                {sections[section].map((snippet) => (
                  <SnippetRow
                    key={snippet.id}
                    snippet={snippet}
                    href={`/project/${projectRef}/sql/${snippet.id}`}
                    isOpen={snippet.id === openId}
                    isOwner={snippet.owner_id === me}
                    canWrite={canWrite}
                    isSelected={selected.has(snippet.id)}
                    onSelect={(on) => select(snippet.id, on)}
                    onAction={(action) => act(snippet, action)}
                  />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      {dialog?.kind === 'rename' && (
        <RenameSnippetDialog
          name={dialog.snippet.name}
          description={dialog.snippet.description}
          sql={sqlOf(dialog.snippet)}
          onRename={(name, description) => actions.rename(dialog.snippet, name, description)}
          onClose={() => setDialog(undefined)}
        />
      )}
      {dialog?.kind === 'delete' && (
        <DeleteSnippetsDialog
          names={dialog.snippets.map((snippet) => snippet.name)}
          onDelete={async () => {
            const ids = dialog.snippets.map((snippet) => snippet.id);
            await actions.remove(ids);
            setSelected((current) => new Set([...current].filter((id) => !ids.includes(id))));
          }}
          onClose={() => setDialog(undefined)}
        />
      )}
    </nav>
  );
}
