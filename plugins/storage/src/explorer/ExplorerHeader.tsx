import {
  Breadcrumbs,
  Button,
  IconButton,
  Menu,
  MenuItem,
  MenuSection,
  SearchInput,
} from '@atrium/design-system';
import { useState, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import type { ExplorerPreferences } from './model/preferences.js';
import type { OpenPath } from './model/folder-path.js';
import { PathEditor } from './PathEditor.js';
import * as styles from './FileExplorer.css.js';

export interface ExplorerHeaderProps {
  readonly bucketId: string;
  readonly openPath: OpenPath;
  readonly preferences: ExplorerPreferences;
  readonly onNavigate: (path: OpenPath) => void;
  readonly onReload: () => void;
  readonly onSearch: (search: string) => void;
  readonly onPreferences: (change: Partial<ExplorerPreferences>) => void;
  /** Goes to a typed folder path. */
  readonly onGoToPath: (path: string) => void;
  /** The typed path being opened, shown until its folder is listed. */
  readonly navigatingTo: string | null;
  /** The write actions (upload, new folder), placed before the search. */
  readonly actions: ReactNode;
}

const SORTS: readonly { id: ExplorerPreferences['sortBy']; label: string }[] = [
  { id: 'name', label: 'Name' },
  { id: 'updated_at', label: 'Last modified' },
  { id: 'created_at', label: 'Created at' },
  { id: 'last_accessed_at', label: 'Last accessed' },
];

const only = (keys: 'all' | Set<Key>) => (keys === 'all' ? undefined : [...keys][0]);

/** The explorer's top bar: the bucket, the breadcrumbs, reload, the view menu and the search. */
export function ExplorerHeader(props: ExplorerHeaderProps) {
  const { bucketId, openPath, preferences } = props;
  const crumbs = [bucketId, ...openPath].map((label) => ({ label }));
  const [editingPath, setEditingPath] = useState(false);
  return (
    <div className={styles.header}>
      <h1 className={styles.title}>{bucketId}</h1>
      {editingPath ? (
        <PathEditor
          initial={openPath.join('/')}
          onCancel={() => setEditingPath(false)}
          onGo={(path) => {
            setEditingPath(false);
            props.onGoToPath(path);
          }}
        />
      ) : (
        <>
          <Breadcrumbs
            UNSAFE_className={styles.crumbs}
            aria-label="Folder path"
            items={crumbs}
            onAction={(_, index) => props.onNavigate(openPath.slice(0, index))}
          />
          <IconButton
            variant="ghost"
            size="small"
            label="Edit path"
            icon={<span aria-hidden>✎</span>}
            onPress={() => setEditingPath(true)}
          />
        </>
      )}
      {props.navigatingTo !== null && (
        <span role="status" className={styles.navigating}>
          {`Navigating to ${props.navigatingTo}...`}
        </span>
      )}
      <IconButton
        variant="ghost"
        size="small"
        label="Reload"
        icon={<span aria-hidden>↻</span>}
        onPress={props.onReload}
      />
      <Menu
        aria-label="View"
        trigger={
          <Button variant="soft" size="small">
            View
          </Button>
        }
      >
        <MenuSection
          title="View as"
          selectionMode="single"
          selectedKeys={[preferences.view]}
          onSelectionChange={(keys) => {
            const view = only(keys);
            if (view === 'COLUMNS' || view === 'LIST') props.onPreferences({ view });
          }}
        >
          <MenuItem id="COLUMNS">As columns</MenuItem>
          <MenuItem id="LIST">As list</MenuItem>
        </MenuSection>
        <MenuSection
          title="Sort by"
          selectionMode="single"
          selectedKeys={[preferences.sortBy]}
          onSelectionChange={(keys) => {
            const sortBy = SORTS.find((sort) => sort.id === only(keys));
            if (sortBy) props.onPreferences({ sortBy: sortBy.id });
          }}
        >
          {SORTS.map((sort) => (
            <MenuItem key={sort.id} id={sort.id}>
              {sort.label}
            </MenuItem>
          ))}
        </MenuSection>
        <MenuSection
          title="Sort order"
          selectionMode="single"
          selectedKeys={[preferences.sortByOrder]}
          onSelectionChange={(keys) => {
            const order = only(keys);
            if (order === 'asc' || order === 'desc') props.onPreferences({ sortByOrder: order });
          }}
        >
          <MenuItem id="asc">Ascending</MenuItem>
          <MenuItem id="desc">Descending</MenuItem>
        </MenuSection>
      </Menu>
      {props.actions}
      <SearchInput
        aria-label="Search for a file or folder"
        placeholder="Search for a file or folder"
        debounceMs={300}
        onSearch={props.onSearch}
      />
    </div>
  );
}
