import { useCan, usePluginContext, useLocation } from '@atrium/core/plugin-api';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Snippet } from '../data/content-api.js';
import { useSnippets } from '../data/snippets-queries.js';
import {
  useCreateSnippet,
  useDuplicateSnippet,
  useSaveSnippet,
} from '../data/snippets-mutations.js';
import { draftKey } from '../editor/use-draft.js';
import { markSavedFromNew } from './editor-key.js';
import { sqlOf } from './use-snippet-actions.js';

/** How long typing pauses before the snippet saves itself. */
export const SAVE_DEBOUNCE_MS = 1_000;
/** What a snippet saved from `/sql/new` is called until renamed. */
export const NEW_SNIPPET_NAME = 'Untitled query';

/** The stored text this browser's draft of a snippet was last made from, and its version. */
interface Base {
  readonly version: number;
  readonly sql: string;
}

export type SaveStatus = 'idle' | 'saving' | 'saved' | 'failed';

const baseKey = (id: string) => `snippet-base:${id}`;

/**
 * Saves the open snippet: on Ctrl/Cmd-S and once typing pauses. `/sql/new` becomes a personal
 * snippet on its first save, and the URL names it. A save names the version its text was made
 * over; when another member saved meanwhile, `conflict` holds their snippet and nothing is
 * overwritten until the user chooses. The draft stays in the browser whatever a save does.
 */
export function useSnippetSave(id: string, code: string, setCode: (text: string) => void) {
  const { preferences, projectRef } = usePluginContext();
  const [, navigate] = useLocation();
  const canSave = useCan()('user_content:create', 'content');
  const snippet = useSnippets().data?.data.find((item) => item.id === id);
  const create = useCreateSnippet();
  const duplicate = useDuplicateSnippet();
  const save = useSaveSnippet();
  // Read where it is kept, not held in state: the id changes under a mounted editor when
  // `/sql/new` is saved, and the base must follow it at once.
  const [, rerender] = useState(0);
  const base = preferences.get<Base | null>(baseKey(id), null);
  const [status, setStatus] = useState<SaveStatus>('idle');
  const [conflict, setConflict] = useState<Snippet | undefined>();
  const busy = useRef(false);

  const setBase = useCallback(
    (next: Base, forId = id) => {
      preferences.set(baseKey(forId), next);
      rerender((n) => n + 1);
    },
    [preferences, id],
  );
  const adopt = useCallback(
    (stored: Snippet) => {
      setCode(sqlOf(stored));
      setBase({ version: stored.version, sql: sqlOf(stored) });
    },
    [setCode, setBase],
  );
  /** Opens snippet `newId` with `sql` as both its draft and its stored text. */
  const openSaved = (newId: string, stored: Snippet, sql: string) => {
    preferences.set(draftKey(newId), sql);
    setBase({ version: stored.version, sql }, newId);
    navigate(`/project/${projectRef}/sql/${newId}`, { replace: id === 'new' });
  };

  // A snippet this browser never opened starts from its stored text; a newer stored text
  // replaces a draft with no edits of its own (edits meet it as a conflict on their save).
  useEffect(() => {
    if (!snippet) return;
    if (!base || (snippet.version > base.version && code === base.sql)) adopt(snippet);
    // Only a new answer from the server decides this, not each keystroke.
  }, [snippet?.id, snippet?.version]);

  const saveNow = async () => {
    if (!canSave || busy.current || conflict) return;
    if (id === 'new' && code.trim() === '') return;
    if (id !== 'new' && (!snippet || !base || code === base.sql)) return;
    busy.current = true;
    setStatus('saving');
    const sql = code;
    try {
      if (id === 'new') {
        const newId = crypto.randomUUID();
        const created = await create.trigger({ id: newId, name: NEW_SNIPPET_NAME, sql });
        preferences.set(draftKey('new'), '');
        markSavedFromNew(newId);
        openSaved(newId, created, sql);
        return;
      }
      const outcome = await save.trigger({ id, sql, version: base!.version });
      if (outcome.kind === 'conflict') {
        setConflict(outcome.current);
        setStatus('idle');
      } else {
        setBase({ version: outcome.snippet.version, sql });
        setStatus('saved');
      }
    } catch {
      setStatus('failed');
    } finally {
      busy.current = false;
    }
  };
  const latest = useRef(saveNow);
  latest.current = saveNow;

  useEffect(() => {
    const timer = setTimeout(() => void latest.current(), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [code]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() !== 's' || !(event.metaKey || event.ctrlKey)) return;
      event.preventDefault();
      void latest.current();
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const resolve = {
    /** Saves this text over theirs, now that it has been seen. */
    overwrite: async () => {
      if (!conflict) return;
      setConflict(undefined);
      const outcome = await save.trigger({ id, sql: code, version: conflict.version });
      if (outcome.kind === 'conflict') setConflict(outcome.current);
      else setBase({ version: outcome.snippet.version, sql: code });
    },
    /** Drops this text for theirs. */
    takeTheirs: () => {
      if (!conflict) return;
      adopt(conflict);
      setConflict(undefined);
    },
    /** Keeps this text as a personal copy, and this snippet as they saved it. */
    saveAsCopy: async () => {
      if (!conflict) return;
      const sql = code;
      const newId = crypto.randomUUID();
      const copy = await duplicate.trigger({ id: newId, name: `${conflict.name} (copy)`, sql });
      adopt(conflict);
      setConflict(undefined);
      openSaved(newId, copy, sql);
    },
  };

  return { canSave, status, conflict, saveNow, resolve };
}

export type SnippetSave = ReturnType<typeof useSnippetSave>;
