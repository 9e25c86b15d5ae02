import type { ScriptRun } from '../data/use-script-run.js';

/**
 * The last finished run of each open tab, kept while the page lives so switching tabs shows each
 * tab's own results again. Only the editor of the open tab is mounted (one CodeMirror), so a run
 * still going when its tab is left is cancelled with its editor, as leaving the page does.
 */
const runs = new Map<string, ScriptRun>();

const keyOf = (projectRef: string | undefined, id: string) => `${projectRef ?? ''}:${id}`;

export const keptRun = (projectRef: string | undefined, id: string) =>
  runs.get(keyOf(projectRef, id));

export const keepRun = (projectRef: string | undefined, id: string, run: ScriptRun) =>
  runs.set(keyOf(projectRef, id), run);

/** A closed tab's results go with it. */
export const forgetRun = (projectRef: string | undefined, id: string) =>
  runs.delete(keyOf(projectRef, id));
