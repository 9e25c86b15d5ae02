import { Button, Dialog } from '@atrium/design-system';
import * as css from './Snippets.css.js';
import type { SnippetSave } from './use-snippet-save.js';

const SAID = {
  idle: '',
  saving: 'Saving…',
  saved: 'Saved',
  failed: 'Failed to save: your draft is kept in this browser',
} as const;

/**
 * The open snippet's save state in the editor's toolbar, and the choice a conflicting save
 * asks for: overwrite the newer text, take it, or keep this text as a personal copy.
 */
export function SnippetSaveStatus({ save }: { save: SnippetSave }) {
  const { conflict, resolve } = save;
  if (!save.canSave) return null;
  const quietly = (work: () => Promise<unknown> | void) => () =>
    void Promise.resolve(work()).catch(() => undefined);
  return (
    <>
      <span className={css.muted} role="status">
        {SAID[save.status]}
      </span>
      {conflict && (
        <Dialog
          isOpen
          isDismissable={false}
          title="This query was changed by someone else"
          footer={
            <>
              <Button onPress={quietly(resolve.takeTheirs)}>Take theirs</Button>
              <Button onPress={quietly(resolve.saveAsCopy)}>Save mine as a copy</Button>
              <Button variant="solid" tone="critical" onPress={quietly(resolve.overwrite)}>
                Overwrite with mine
              </Button>
            </>
          }
        >
          <p>
            {`"${conflict.name}" was saved by another member since you opened it. Your text has not been saved.`}
          </p>
          <pre className={css.preview}>{String(conflict.content.sql ?? '')}</pre>
        </Dialog>
      )}
    </>
  );
}
