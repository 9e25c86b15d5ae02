import { usePluginContext } from '@atrium/core/plugin-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useCurrentUserId } from '../data/current-user.js';
import { useSnippets } from '../data/snippets-queries.js';
import { wasSavedFromNew } from '../snippets/editor-key.js';
import {
  afterClose,
  parseTabs,
  withOpened,
  withoutMissing,
  withRenamed,
  type OpenTabs,
} from './open-tabs.js';
import { forgetRun } from './tab-runs.js';

/** Where the open tabs are kept: the plugin's preferences of the project, per user. */
export const tabsKey = (userId: string) => `tabs:${userId}`;

const same = (a: OpenTabs, b: OpenTabs) => a.length === b.length && a.every((id, n) => id === b[n]);

/**
 * The editor's open tabs for this project and user, kept in the browser so a reload restores
 * them: the snippet in the URL is always one of them, a snippet saved from `/sql/new` takes the
 * new query's place, and a snippet that is gone loses its tab. `close` closes one, opening its
 * neighbour when it was the open one (`/sql/new` when none is left).
 */
export function useOpenTabs(openId: string): {
  tabs: OpenTabs;
  close: (id: string) => void;
} {
  const { preferences, navigate, projectRef } = usePluginContext();
  const userId = useCurrentUserId();
  const snippets = useSnippets().data?.data;
  const [tabs, setTabs] = useState<OpenTabs>([openId]);
  // What `tabs` holds, for the effect and `close` to build on without waiting for a render.
  const latest = useRef<OpenTabs>(tabs);
  // The user whose kept tabs `latest` started from: nothing is kept before they were read.
  const loadedFor = useRef<string | undefined>(undefined);

  const show = useCallback(
    (next: OpenTabs) => {
      if (!same(next, latest.current)) setTabs(next);
      latest.current = next;
      if (userId) preferences.set(tabsKey(userId), next);
    },
    [preferences, userId],
  );

  useEffect(() => {
    if (!userId) return;
    const key = tabsKey(userId);
    let next = loadedFor.current === key ? latest.current : parseTabs(preferences.get(key, []));
    loadedFor.current = key;
    next =
      !next.includes(openId) && wasSavedFromNew(openId)
        ? withRenamed(next, 'new', openId)
        : withOpened(next, openId);
    if (snippets) next = withoutMissing(next, new Set(snippets.map(({ id }) => id)), openId);
    show(next);
  }, [userId, openId, snippets, preferences, show]);

  const close = useCallback(
    (id: string) => {
      const { tabs: left, next } = afterClose(latest.current, id, openId);
      show(left);
      forgetRun(projectRef, id);
      if (next) navigate(`/project/${projectRef ?? ''}/sql/${next}`);
    },
    [openId, projectRef, navigate, show],
  );

  return { tabs, close };
}
