import { Button, Tab, TabList, TabPanel, Tabs } from '@atrium/design-system';
import { usePluginContext } from '@atrium/core/plugin-api';
import type { KeyboardEvent, MouseEvent, ReactNode } from 'react';
import { useSnippets } from '../data/snippets-queries.js';
import { NEW_SNIPPET_NAME } from '../snippets/use-snippet-save.js';
import * as css from './SqlTabs.css.js';
import { useOpenTabs } from './use-open-tabs.js';

/** The tab of `/sql/new`, the query not saved yet. */
export const NEW_QUERY_TAB = 'New query';

/** The snippet a tab (or an event inside it) stands for. */
const tabIdOf = (target: EventTarget) =>
  (target as Element).closest?.('[role="tab"]')?.querySelector<HTMLElement>('[data-tab-id]')
    ?.dataset.tabId;

/**
 * The open snippets as tabs over the editor (as the hosted editor and pgAdmin have them): each
 * shows its snippet's name and opens it on click or with the arrow keys; one closes with its
 * close mark, a middle click, Delete when it has focus, or the Close tab button (the open one).
 * Only the open tab's panel is rendered, with the editor of the snippet in the URL in it.
 */
export function SqlTabs({
  openId,
  editorKey,
  children,
}: {
  openId: string;
  /** The open editor's key (`useEditorKey`): `{id it opened as}#{n}`. */
  editorKey: string;
  children: ReactNode;
}) {
  const { navigate, projectRef } = usePluginContext();
  // react-aria names the panel once, by the tab it mounted for, and never again. The editor of
  // `/sql/new` stays mounted when its first save makes it `/sql/{id}`, so its tab keeps the
  // name it opened as ('new') for as long as that panel (keyed like the editor) lives.
  const mountedAs = editorKey.slice(0, editorKey.lastIndexOf('#'));
  const tabKey = (id: string) => (id === openId ? mountedAs : id);
  const { tabs, close } = useOpenTabs(openId);
  const snippets = useSnippets().data?.data;
  const nameOf = (id: string) =>
    id === 'new'
      ? NEW_QUERY_TAB
      : (snippets?.find((snippet) => snippet.id === id)?.name ?? NEW_SNIPPET_NAME);

  const onAuxClick = (event: MouseEvent) => {
    const id = event.button === 1 ? tabIdOf(event.target) : undefined;
    if (id) {
      event.preventDefault();
      close(id);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const id = event.key === 'Delete' ? tabIdOf(event.target) : undefined;
    if (id) close(id);
  };

  return (
    <Tabs
      selectedKey={mountedAs}
      onSelectionChange={(key) => {
        if (key !== mountedAs) navigate(`/project/${projectRef ?? ''}/sql/${String(key)}`);
      }}
      UNSAFE_className={css.tabs}
    >
      <div className={css.bar} onAuxClick={onAuxClick} onKeyDown={onKeyDown}>
        <TabList aria-label="Open queries" UNSAFE_className={css.list}>
          {tabs.map((id) => (
            <Tab key={tabKey(id)} id={tabKey(id)} UNSAFE_className={css.tab}>
              <span className={css.name} data-tab-id={id}>
                {nameOf(id)}
              </span>
              {/* For the pointer only (a button inside a tab is not allowed): pressing it must not
                  select the tab first, so react-aria never sees the press. */}
              <span
                aria-hidden
                className={css.closeMark}
                onPointerDown={(event) => event.stopPropagation()}
                onMouseDown={(event) => event.stopPropagation()}
                onClick={(event) => {
                  event.stopPropagation();
                  close(id);
                }}
              >
                ×
              </span>
            </Tab>
          ))}
        </TabList>
        <Button size="small" variant="ghost" onPress={() => close(openId)}>
          Close tab
        </Button>
      </div>
      <TabPanel key={editorKey} id={mountedAs} UNSAFE_className={css.panel}>
        {children}
      </TabPanel>
    </Tabs>
  );
}
