import { usePluginContext } from '@atrium/core/plugin-api';
import { useEffect } from 'react';
import { useScriptRun } from '../data/use-script-run.js';
import { keepRun, keptRun } from './tab-runs.js';

/** `useScriptRun` for the tab of snippet `id`: it starts from the tab's last finished run. */
export function useTabRun(id: string) {
  const { projectRef } = usePluginContext();
  const script = useScriptRun(keptRun(projectRef, id));
  const { run } = script;
  useEffect(() => {
    if (run.status !== 'running') keepRun(projectRef, id, run);
  }, [projectRef, id, run]);
  return script;
}
