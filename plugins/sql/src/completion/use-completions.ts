import type { SqlCompletions } from '@atrium/design-system/lazy/CodeEditor/CodeEditor';
import { functionKeys, resources, useProjectQuery } from '@atrium/core/plugin-api';
import { useMemo } from 'react';
import { completionNamespace } from './completion-namespace.js';

/** Every column of the project's own schemas, for completion: one read per project. */
const everyColumnKey = () => resources.columns.key('list', 'every-schema');

/**
 * The project's names for the editor to complete, read once per project and then kept: the
 * shared cache is not revalidated on focus, so typing never waits on the network. Undefined
 * until both lists came (the editor completes keywords meanwhile).
 */
export function useCompletions(): SqlCompletions | undefined {
  const once = { revalidateOnFocus: false, revalidateIfStale: false } as const;
  const columns = useProjectQuery(
    everyColumnKey(),
    (pgMeta) => pgMeta.columns.columns.$get({ query: {} }),
    once,
  );
  const functions = useProjectQuery(
    functionKeys.list(),
    (pgMeta) => pgMeta.programmability.functions.$get({ query: {} }),
    once,
  );
  return useMemo(
    () =>
      columns.data && functions.data
        ? completionNamespace(columns.data, functions.data)
        : undefined,
    [columns.data, functions.data],
  );
}
