import { Button } from '@atrium/design-system';
import { Gate, type Resource } from '@atrium/core/plugin-api';

export interface CreateButtonProps {
  /** The resource whose `sql:admin:write` creating needs. */
  readonly resource: Resource;
  /** The button's text: `New table`. */
  readonly label: string;
  /** The tooltip without the permission (spec section 6). */
  readonly denied: string;
  readonly onPress: () => void;
}

/** A list screen's create button, disabled with a tooltip without the write permission. */
export function CreateButton({ resource, label, denied, onPress }: CreateButtonProps) {
  return (
    <Gate action="sql:admin:write" resource={resource} deniedTooltip={denied}>
      {(allowed) => (
        <Button variant="solid" tone="accent" isDisabled={!allowed} onPress={onPress}>
          {label}
        </Button>
      )}
    </Gate>
  );
}
