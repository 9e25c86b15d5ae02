import { useState, type MouseEvent } from 'react';
import { EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import { usePluginContext, type Entity } from '@atrium/core/plugin-api';
import type { useEntities } from './data/use-entities.js';
import { EntityRow } from './EntityRow.js';
import type { EntityAction } from './EntityRowMenu.js';
import { LoadMoreRow } from './LoadMoreRow.js';
import { useRowKeys } from './use-row-keys.js';
import * as css from './TableEditorSidebar.css.js';

export interface EntityListProps {
  readonly entities: ReturnType<typeof useEntities>;
  readonly search: string;
  readonly selectedId: number | undefined;
  readonly hrefOf: (entity: Entity) => string;
  /** Row actions; undefined in a protected schema, where no row has a menu. */
  readonly onAction: ((action: EntityAction, entity: Entity) => void) | undefined;
}

/** A plain left click follows the link in the app; any other (a new tab) is the browser's. */
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.ctrlKey && !event.metaKey && !event.shiftKey && !event.altKey;

/**
 * The entities as a grid of links, one tab stop: arrow keys move between rows, Enter opens one,
 * Tab leaves the list (and reaches the selected row's menu button on the way; use-row-keys.ts).
 * More rows load when the end of the list scrolls into view. Written with plain elements rather
 * than react-aria's GridList, whose collection machinery was an eighth of the editor's landing.
 */
export function EntityList({ entities, search, selectedId, hrefOf, onAction }: EntityListProps) {
  const { navigate } = usePluginContext();
  const onKeyDown = useRowKeys();
  const [focusedId, setFocusedId] = useState<number>();
  const { data, error } = entities;
  if (error) {
    return (
      <ErrorPanel
        title="Failed to retrieve tables"
        message={error.message}
        code={error.code}
        onRetry={entities.retry}
      />
    );
  }
  if (!data) return <Skeleton count={6} label="Loading tables" />;
  const rows = data.data;
  const has = (id: number | undefined) => rows.some((entity) => entity.id === id);
  // The row Tab reaches: the last one focused, else the open table's, else the first.
  const tabStop = has(focusedId) ? focusedId : has(selectedId) ? selectedId : rows[0]?.id;
  return (
    <div role="grid" aria-label="Tables" className={css.list} onKeyDown={onKeyDown}>
      {rows.length === 0 && (
        <div role="row" className={css.contents}>
          <div role="gridcell" className={css.contents}>
            {search ? (
              <EmptyState
                title="No results found"
                description={`Your search for "${search}" did not return any results`}
              />
            ) : (
              <EmptyState
                title="No entities available"
                description="This schema has no entities available yet"
              />
            )}
          </div>
        </div>
      )}
      {rows.map((entity) => {
        const isSelected = entity.id === selectedId;
        const href = hrefOf(entity);
        return (
          <div
            key={entity.id}
            role="row"
            data-key={entity.id}
            aria-label={entity.name}
            tabIndex={entity.id === tabStop ? 0 : -1}
            className={css.row}
            data-current={isSelected || undefined}
            onFocus={(event) => {
              setFocusedId(entity.id);
              // A click on the name focuses its link; the row keeps focus, so the keys still work.
              if (event.target instanceof HTMLAnchorElement) event.currentTarget.focus();
            }}
            onClick={(event) => {
              // The row's own elements only: the menu's items are portalled React children.
              const target = event.target as HTMLElement;
              if (!event.currentTarget.contains(target) || target.closest('a, button')) return;
              if (isPlainClick(event)) navigate(href);
            }}
          >
            <div role="gridcell" className={css.contents}>
              <EntityRow
                entity={entity}
                href={href}
                onOpen={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  navigate(href);
                }}
                onAction={isSelected ? onAction : undefined}
              />
            </div>
          </div>
        );
      })}
      {entities.hasMore && (
        <LoadMoreRow onLoadMore={entities.loadMore} isLoading={entities.isLoadingMore} />
      )}
    </div>
  );
}
