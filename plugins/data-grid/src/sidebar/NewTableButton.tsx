import { Button } from '@atrium/design-system';
import { Gate } from '@atrium/core/plugin-api';

/** 'New table', disabled with the spec's tooltip without write permission on tables. */
export function NewTableButton({ onPress }: { onPress: () => void }) {
  return (
    <Gate
      action="sql:admin:write"
      resource="tables"
      deniedTooltip="You need additional permissions to create tables"
    >
      {(allowed) => (
        <Button isDisabled={!allowed} onPress={onPress}>
          New table
        </Button>
      )}
    </Gate>
  );
}
