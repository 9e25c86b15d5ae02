import { Button, Tooltip } from '@atrium/design-system';
import { useRef } from 'react';
import type { PickedFile } from './use-uploads.js';

/** 'Upload files': the browser's file picker; disabled with the spec's tooltip without write. */
export function UploadButton({
  canWrite,
  onPick,
}: {
  canWrite: boolean;
  onPick: (files: PickedFile[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const button = (
    <Button
      variant="soft"
      size="small"
      isDisabled={!canWrite}
      onPress={() => input.current?.click()}
    >
      Upload files
    </Button>
  );
  return (
    <>
      {canWrite ? (
        button
      ) : (
        <Tooltip content="You need additional permissions to upload files">{button}</Tooltip>
      )}
      <input
        ref={input}
        type="file"
        multiple
        hidden
        aria-hidden
        tabIndex={-1}
        data-testid="explorer-file-input"
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          if (files.length > 0) onPick(files.map((file) => ({ file, relativePath: file.name })));
        }}
      />
    </>
  );
}
