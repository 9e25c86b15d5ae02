import { Gate } from '@atrium/core/plugin-api';
import { IconButton, Menu, MenuItem } from '@atrium/design-system';
import type { Bucket } from '../data/bucket.js';

export type BucketAction = 'edit' | 'empty' | 'delete';

const ACTIONS: readonly { id: BucketAction; label: string }[] = [
  { id: 'edit', label: 'Edit bucket' },
  { id: 'empty', label: 'Empty bucket' },
  { id: 'delete', label: 'Delete bucket' },
];

/** The selected bucket's menu (spec 2.6); every action writes, so it needs storage admin write. */
export function BucketMenu({
  bucket,
  onAction,
}: {
  readonly bucket: Bucket;
  readonly onAction: (action: BucketAction, bucket: Bucket) => void;
}) {
  return (
    <Gate
      action="storage:admin:write"
      resource="buckets"
      deniedTooltip="You need additional permissions to edit buckets"
    >
      {(allowed) => (
        <Menu
          aria-label={`Bucket ${bucket.name}`}
          placement="bottom end"
          trigger={
            <IconButton
              size="small"
              variant="ghost"
              icon="⋯"
              label={`Actions for bucket ${bucket.name}`}
              isDisabled={!allowed}
            />
          }
          onAction={(key) => {
            const action = ACTIONS.find(({ id }) => id === key);
            if (action) onAction(action.id, bucket);
          }}
        >
          {ACTIONS.map(({ id, label }) => (
            <MenuItem key={id} id={id}>
              {label}
            </MenuItem>
          ))}
        </Menu>
      )}
    </Gate>
  );
}
