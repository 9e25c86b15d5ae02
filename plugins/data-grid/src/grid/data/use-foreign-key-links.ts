import { formatFilter } from '@atrium/common/filters';
import { entityKeys, readJson, usePgMeta, useProjectQuery } from '@atrium/core/plugin-api';
import { useCallback, useMemo } from 'react';
import type { LaidOutColumn } from '../model/column-layout.js';
import type { GridColumn } from '../model/grid-column.js';
import { valueToText } from '../model/cell-text.js';

const targetKey = (schema: string, name: string) => `${schema}.${name}`;

/**
 * Links from foreign-key cells to the referenced row: the target table's editor filtered by its
 * column (spec section 2). Target ids are looked up once per referenced table.
 */
export function useForeignKeyLinks(columns: readonly GridColumn[] | undefined) {
  const { ref } = usePgMeta();
  const targets = useMemo(() => {
    const unique = new Map<string, { schema: string; name: string }>();
    for (const column of columns ?? []) {
      const fk = column.foreignKey;
      if (fk)
        unique.set(targetKey(fk.targetTableSchema, fk.targetTableName), {
          schema: fk.targetTableSchema,
          name: fk.targetTableName,
        });
    }
    return [...unique.values()];
  }, [columns]);
  // One request per referenced table, all cached as one entry.
  const ids = useProjectQuery(
    targets.length ? entityKeys.ids(targets.map((t) => targetKey(t.schema, t.name))) : null,
    async (pgMeta) => {
      const found = await Promise.all(
        targets.map(async (t) => {
          const list = await readJson(
            await pgMeta.relations.entities.$get({
              query: { schema: t.schema, search: t.name, limit: '100' },
            }),
          );
          return [
            targetKey(t.schema, t.name),
            list.data.find((e) => e.name === t.name)?.id,
          ] as const;
        }),
      );
      return new Map(found);
    },
  );
  return useCallback(
    (laidOut: LaidOutColumn, value: unknown) => {
      const fk = laidOut.column.foreignKey;
      const text = valueToText(value);
      if (!fk || text === null) return undefined;
      const id = ids.data?.get(targetKey(fk.targetTableSchema, fk.targetTableName));
      if (id === undefined) return undefined;
      const filter = formatFilter({ column: fk.targetColumnName, operator: 'eq', value: text });
      return `/project/${ref}/editor/${id}?filter=${encodeURIComponent(filter)}`;
    },
    [ids.data, ref],
  );
}
