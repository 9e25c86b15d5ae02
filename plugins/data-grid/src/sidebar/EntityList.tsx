import { Collection, GridList, GridListItem, GridListLoadMoreItem } from 'react-aria-components';
import { EmptyState, ErrorPanel, Skeleton } from '@atrium/design-system';
import type { Entity } from '@atrium/core/plugin-api';
import type { useEntities } from './data/use-entities.js';
import { EntityRow } from './EntityRow.js';
import type { EntityAction } from './EntityRowMenu.js';
import * as css from './TableEditorSidebar.css.js';

export interface EntityListProps {
  readonly entities: ReturnType<typeof useEntities>;
  readonly search: string;
  readonly selectedId: number | undefined;
  readonly hrefOf: (entity: Entity) => string;
  /** Row actions; undefined in a protected schema, where no row has a menu. */
  readonly onAction: ((action: EntityAction, entity: Entity) => void) | undefined;
}

/**
 * The entities as a grid list of links: arrow keys move between rows, Enter opens one, Tab
 * leaves the list (and reaches the selected row's menu button on the way). More rows load when
 * the end of the list scrolls into view.
 */
export function EntityList({ entities, search, selectedId, hrefOf, onAction }: EntityListProps) {
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
  return (
    <GridList
      aria-label="Tables"
      className={css.list}
      renderEmptyState={() =>
        search ? (
          <EmptyState
            title="No results found"
            description={`Your search for "${search}" did not return any results`}
          />
        ) : (
          <EmptyState
            title="No entities available"
            description="This schema has no entities available yet"
          />
        )
      }
    >
      <Collection items={data.data}>
        {(entity) => {
          const isSelected = entity.id === selectedId;
          return (
            <GridListItem
              id={entity.id}
              href={hrefOf(entity)}
              textValue={entity.name}
              className={css.row}
              data-current={isSelected || undefined}
            >
              <EntityRow entity={entity} onAction={isSelected ? onAction : undefined} />
            </GridListItem>
          );
        }}
      </Collection>
      {entities.hasMore && (
        <GridListLoadMoreItem
          className={css.loadMore}
          onLoadMore={entities.loadMore}
          isLoading={entities.isLoadingMore}
        >
          Loading more tables...
        </GridListLoadMoreItem>
      )}
    </GridList>
  );
}
