import { Button, Tooltip } from '@atrium/design-system';

/** 'Create folder': adds the 'Untitled folder' row; disabled with the spec's tooltip without write. */
export function CreateFolderButton({
  canWrite,
  onPress,
}: {
  canWrite: boolean;
  onPress: () => void;
}) {
  const button = (
    <Button variant="soft" size="small" isDisabled={!canWrite} onPress={onPress}>
      Create folder
    </Button>
  );
  return canWrite ? (
    button
  ) : (
    <Tooltip content="You need additional permissions to create folders">{button}</Tooltip>
  );
}
