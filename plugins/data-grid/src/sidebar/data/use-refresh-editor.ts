import { resources, useInvalidate } from '@atrium/core/plugin-api';
import { useCallback } from 'react';

/**
 * Refetches everything the editor shows of the project's definitions (schemas and all that lives
 * in them: tables, entities, columns, types, rows), after a change or on the Refresh button.
 */
export function useRefreshEditor(): () => Promise<unknown> {
  const invalidate = useInvalidate();
  return useCallback(() => invalidate([resources.schemas]), [invalidate]);
}
