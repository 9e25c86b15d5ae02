import { useRef } from 'react';

/** Snippets just made by the first save of `/sql/new`, whose editor stays mounted as it is. */
const savedFromNew = new Set<string>();
let mounts = 0;

/** Every snippet saved from `/sql/new` on this page: its tab takes the new query's place. */
const tabsSavedFromNew = new Set<string>();

/** Notes that `/sql/new` was saved as snippet `id` and the URL is about to name it. */
export const markSavedFromNew = (id: string) => {
  savedFromNew.add(id);
  tabsSavedFromNew.add(id);
};

/** Whether snippet `id` was made by saving `/sql/new` on this page. */
export const wasSavedFromNew = (id: string) => tabsSavedFromNew.has(id);

/**
 * The key of the editor for snippet `id`: a new one for each snippet opened, so each starts from
 * its own draft, but the same when `/sql/new` becomes `/sql/{id}` on its first save, so the text
 * typed meanwhile, the cursor and the results shown stay.
 */
export function useEditorKey(id: string): string {
  const last = useRef<{ id: string; key: string } | null>(null);
  if (last.current?.id !== id) {
    const keep = last.current?.id === 'new' && savedFromNew.delete(id);
    last.current = { id, key: keep ? last.current!.key : `${id}#${++mounts}` };
  }
  return last.current.key;
}
