import { useId, useState } from 'react';
import {
  Box,
  Button,
  Checkbox,
  CodeBlock,
  Select,
  SelectItem,
  SidePanel,
  TextField,
} from '@atrium/design-system';
import { useCreateIndex } from '../data/index-mutations.js';
import { useTables } from '../data/table-queries.js';
import { IndexColumnPicker } from './IndexColumnPicker.js';
import {
  canBeUnique,
  createBody,
  createIndexSql,
  INDEX_METHODS,
  newIndexForm,
  validateIndex,
  type IndexForm,
  type IndexMethod,
} from './index-form.js';

export const CONCURRENTLY_NOTE =
  'The index is built concurrently: the table keeps taking reads and writes while it builds, which takes longer. A build that fails leaves nothing behind.';

/** Creates an index on one of the schema's tables (spec: table, columns, method, unique). */
export function CreateIndexPanel({
  schema,
  tableName,
  onClose,
}: {
  schema: string;
  /** The table chosen on the screen, picked here to start with. */
  tableName: string;
  onClose: () => void;
}) {
  const formId = useId();
  const tables = useTables(schema);
  const create = useCreateIndex();
  const preset = tables.data?.find((t) => t.name === tableName)?.id ?? null;
  const [form, setForm] = useState<IndexForm>(newIndexForm);
  const [attempted, setAttempted] = useState(false);
  const current = { ...form, tableId: form.tableId ?? preset };
  const table = tables.data?.find((t) => t.id === current.tableId);
  const errors = attempted ? validateIndex(current) : {};
  const set = (change: Partial<IndexForm>) => setForm(() => ({ ...current, ...change }));

  const save = async () => {
    setAttempted(true);
    if (Object.keys(validateIndex(current)).length > 0) return;
    try {
      await create.trigger(createBody(current));
      onClose();
    } catch {
      // The toast said why; the panel keeps what was chosen.
    }
  };

  return (
    <SidePanel
      title="Create a new index"
      isOpen
      onOpenChange={(open) => open || onClose()}
      footer={() => (
        <>
          <Button onPress={onClose}>Cancel</Button>
          <Button
            type="submit"
            form={formId}
            variant="solid"
            tone="accent"
            isPending={create.isMutating}
          >
            Create index
          </Button>
        </>
      )}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Box display="flex" flexDirection="column" gap="large">
          <Select
            label="Table"
            placeholder="Choose a table"
            value={current.tableId === null ? null : String(current.tableId)}
            onChange={(id) => set({ tableId: id === null ? null : Number(id), columns: [] })}
            errorMessage={errors.table}
            items={tables.data ?? []}
            searchLabel="Search for a table"
          >
            {(item) => (
              <SelectItem id={String(item.id)} textValue={item.name}>
                {item.name}
              </SelectItem>
            )}
          </Select>
          {current.tableId !== null && (
            <IndexColumnPicker
              tableId={current.tableId}
              columns={current.columns}
              onChange={(columns) => set({ columns })}
              errorMessage={errors.columns}
            />
          )}
          <Select
            label="Index type"
            value={current.method}
            onChange={(method) => set({ method: (method ?? 'btree') as IndexMethod })}
          >
            {INDEX_METHODS.map((method) => (
              <SelectItem key={method} id={method} textValue={method}>
                {method}
              </SelectItem>
            ))}
          </Select>
          <Checkbox
            isSelected={canBeUnique(current.method) && current.unique}
            isDisabled={!canBeUnique(current.method)}
            onChange={(unique) => set({ unique })}
            description="No two rows may have the same values in these columns. Only btree indexes can be unique."
          >
            Unique
          </Checkbox>
          <TextField
            label="Name (optional)"
            description="Left empty, Postgres names it after the table and columns."
            value={current.name}
            onChange={(name) => set({ name })}
            errorMessage={errors.name}
          />
          <p>{CONCURRENTLY_NOTE}</p>
          {table && (
            <CodeBlock
              code={createIndexSql(table, current)}
              language="SQL"
              isWrapped
              aria-label="Statement to run"
            />
          )}
        </Box>
      </form>
    </SidePanel>
  );
}
