import { Badge, Box, EmptyState, Select, SelectItem } from '@atrium/design-system';
import { isProtectedSchema } from '@atrium/common/protected-schemas';
import { useRoles } from '../data/column-privilege-queries.js';
import { useTables } from '../data/table-queries.js';
import { ProtectedSchemaBanner } from '../shared/ProtectedSchemaBanner.js';
import { SchemaPicker } from '../shared/SchemaPicker.js';
import { ScreenHeader } from '../shared/ScreenHeader.js';
import { useUrlParam } from '../shared/use-url-param.js';
import { PrivilegeMatrix } from './PrivilegeMatrix.js';

/**
 * `/project/{ref}/database/column-privileges?schema=&table=&role=` (ALPHA, behind the
 * `column-privileges` flag): which columns of a table a role may select, insert and update, each
 * granted or revoked on its own (`GRANT SELECT (email) ON public.users TO analyst`).
 */
export function ColumnPrivilegesPage() {
  const [schema, setSchema] = useUrlParam('schema', 'public');
  const [tableName, setTable] = useUrlParam('table');
  const [role, setRole] = useUrlParam('role');
  const tables = useTables(schema);
  const roles = useRoles();
  const readOnly = isProtectedSchema(schema);
  const table = tables.data?.find((t) => t.name === tableName);
  const picked = <T extends { name: string }>(items: readonly T[] | undefined, name: string) =>
    !name || items?.some((item) => item.name === name)
      ? (items ?? [])
      : [...(items ?? []), { name } as T];
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="large">
      <ScreenHeader
        title="Column Privileges"
        filters={
          <>
            <SchemaPicker
              schema={schema}
              onChange={(next) => {
                setTable('');
                setSchema(next);
              }}
            />
            <Select
              label="Table"
              placeholder="Choose a table"
              value={tableName || null}
              onChange={(key) => setTable(key === null ? '' : String(key))}
              items={picked(tables.data, tableName)}
              searchLabel="Search for a table"
            >
              {(item) => (
                <SelectItem id={item.name} textValue={item.name}>
                  {item.name}
                </SelectItem>
              )}
            </Select>
            <Select
              label="Role"
              placeholder="Choose a role"
              value={role || null}
              onChange={(key) => setRole(key === null ? '' : String(key))}
              items={picked(roles.data, role)}
              searchLabel="Search for a role"
            >
              {(item) => (
                <SelectItem id={item.name} textValue={item.name}>
                  {item.name}
                </SelectItem>
              )}
            </Select>
          </>
        }
        action={<Badge tone="info">ALPHA</Badge>}
      />
      {readOnly && <ProtectedSchemaBanner schema={schema} objects="column privileges" />}
      {!table || !role ? (
        <EmptyState
          headingLevel={2}
          title="Choose a table and a role"
          description="The table's columns are listed with what the role may select, insert and update in each."
        />
      ) : (
        <PrivilegeMatrix table={table} role={role} readOnly={readOnly} />
      )}
    </Box>
  );
}
