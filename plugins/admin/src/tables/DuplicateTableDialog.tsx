import { useId, useState, type FormEvent } from 'react';
import { Button, Checkbox, Dialog, TextField } from '@atrium/design-system';
import type { Table } from '@atrium/core/plugin-api';
import { useDuplicateTable } from '../data/table-mutations.js';

/** Copies a table's structure, and its rows when asked (`POST /tables/{id}/duplicate`). */
export function DuplicateTableDialog({
  table,
  onClose,
}: {
  table: Pick<Table, 'id' | 'name'>;
  onClose: () => void;
}) {
  const formId = useId();
  const [name, setName] = useState(`${table.name}_duplicate`);
  const [withData, setWithData] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const duplicate = useDuplicateTable();
  const nameError = name.trim() ? undefined : 'Please provide a name for your table';
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (nameError) return;
    setError(null);
    try {
      await duplicate.trigger({
        id: table.id,
        from: table.name,
        json: { name: name.trim(), with_data: withData },
      });
      onClose();
    } catch (reason) {
      // The form stays open with what was typed, and says why.
      setError((reason as Error).message);
    }
  };
  return (
    <Dialog
      title={`Duplicate table ${table.name}`}
      isOpen
      onOpenChange={(open) => open || onClose()}
      footer={(close) => (
        <>
          <Button onPress={close}>Cancel</Button>
          <Button
            type="submit"
            form={formId}
            variant="solid"
            tone="accent"
            isPending={duplicate.isMutating}
          >
            Duplicate
          </Button>
        </>
      )}
    >
      <form id={formId} onSubmit={(event) => void submit(event)}>
        <TextField
          label="Name of the copy"
          value={name}
          onChange={setName}
          isInvalid={nameError !== undefined}
          errorMessage={nameError}
          autoFocus
        />
        <Checkbox
          isSelected={withData}
          onChange={setWithData}
          description="Copies every row; the copy's identity columns continue after the copied values."
        >
          Duplicate table with data
        </Checkbox>
        {error && <p role="alert">{error}</p>}
      </form>
    </Dialog>
  );
}
