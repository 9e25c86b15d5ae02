import { useApiClient, usePluginContext } from '@atrium/core/plugin-api';

/** The typed client of `/platform/pg-meta/{ref}` for the project in view, and that ref. */
export function usePgMeta() {
  const ref = usePluginContext().projectRef ?? 'default';
  return { ref, pgMeta: useApiClient().platform['pg-meta'][':ref'] };
}
