import { Box, SearchField, Select, SelectItem } from '@atrium/design-system';
import { usePluginContext, useSearchParams } from '@atrium/core/plugin-api';
import { useState } from 'react';
import { useSchemas } from '../data/use-screen-data.js';
import type { TableSummary } from '../data/types.js';
import { PolicyEditorModal } from '../editor/PolicyEditorModal.js';
import type { Policy } from '../policy/policy.js';
import { SchemaPolicies } from './SchemaPolicies.js';

/** Which table the editor is open on, and the policy when editing one. */
export interface EditorTarget {
  readonly table: TableSummary;
  readonly policy?: Policy;
}

/** `/project/{ref}/auth/policies?schema=&search=`: every table of a schema with its policies. */
export function PoliciesPage() {
  const ref = usePluginContext().projectRef ?? '';
  const [params, setParams] = useSearchParams();
  const schema = params.get('schema') || 'public';
  const search = params.get('search') ?? '';
  const [target, setTarget] = useState<EditorTarget | null>(null);
  const schemas = useSchemas();

  const setParam = (name: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <Box as="h1" margin="none" fontSize="xlarge" fontWeight="strong">
        Policies
      </Box>
      <Box display="flex" gap="medium" alignItems="flex-end" flexWrap="wrap">
        <Select
          label="Schema"
          value={schema}
          onChange={(key) => setParam('schema', String(key ?? ''))}
          items={schemas.data ?? [{ id: 0, name: schema, owner: '', is_protected: false }]}
        >
          {(item) => (
            <SelectItem id={item.name} textValue={item.name}>
              {item.name}
            </SelectItem>
          )}
        </Select>
        <SearchField
          label="Search for a table"
          placeholder="Filter tables by name"
          defaultValue={search}
          onSearch={(value) => setParam('search', value)}
        />
      </Box>
      <SchemaPolicies
        projectRef={ref}
        schema={schema}
        search={search}
        onCreatePolicy={(table) => setTarget({ table })}
        onEditPolicy={(table, policy) => setTarget({ table, policy })}
      />
      {target && (
        <PolicyEditorModal
          key={`${target.table.id}:${target.policy?.id ?? 'new'}`}
          table={target.table}
          policy={target.policy}
          onClose={() => setTarget(null)}
        />
      )}
    </Box>
  );
}
