import { useMemo } from 'react';
import {
  entityKeys,
  readJson,
  useProjectQuery,
  usePluginContext,
  type PaletteDestinations,
} from '@atrium/core/plugin-api';
import {
  matchingDestinations,
  relationDestinations,
  type Relation,
  type RelationKind,
} from './relation-destinations.js';

const NONE: readonly Relation[] = [];
/** Without columns: the palette needs names only (`include_columns` defaults to true). */
const LIST = { query: { include_columns: 'false' } } as const;

/**
 * The table editor's contribution to `palette.destinations@1`: every table, view, materialized
 * view and foreign table of the project in view, outside the system schemas. One list, read once
 * and cached with the project's entities (a new table refreshes it), then filtered as the user
 * types. Kinds the user may not read are not asked for.
 */
export function useRelationDestinations(search: string): PaletteDestinations {
  const { can, projectRef, hosted } = usePluginContext();
  // Outside a project a hosted deployment has no project to search; self-hosted has 'default'.
  const ref = projectRef ?? (hosted ? undefined : 'default');
  const list = useProjectQuery(ref ? entityKeys.everySchema() : null, async ({ relations }) => {
    // A kind the user may not read is not asked for: its request would only answer 403.
    const read = async (
      kind: RelationKind,
      resource: string,
      request: () => Promise<readonly Relation[]>,
    ) => {
      const found = can('sql:admin:read', resource) ? await request() : NONE;
      return found.map(({ id, schema, name }) => ({ id, schema, name, kind }));
    };
    const kinds = await Promise.all([
      read('r', 'tables', async () => readJson(await relations.tables.$get(LIST))),
      read('v', 'views', async () => readJson(await relations.views.$get(LIST))),
      read('m', 'materialized_views', async () =>
        readJson(await relations['materialized-views'].$get(LIST)),
      ),
      read('f', 'foreign_tables', async () =>
        readJson(await relations['foreign-tables'].$get(LIST)),
      ),
    ]);
    return relationDestinations(ref ?? 'default', kinds.flat());
  });
  const all = list.data;
  return useMemo(
    () => ({
      items: all ? matchingDestinations(all, search) : [],
      loading: all === undefined && list.error === undefined && ref !== undefined,
    }),
    [all, search, list.error, ref],
  );
}
