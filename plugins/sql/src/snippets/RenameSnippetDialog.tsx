import { Box, Button, Dialog, FormDialogActions, TextArea, TextField } from '@atrium/design-system';
import { useEffect, useId, useRef, useState } from 'react';
import { useTitleSuggestion } from '../data/title-suggestion.js';
import { NEW_SNIPPET_NAME } from './use-snippet-save.js';

/** Spec section 5: a snippet's name may not be blank. */
export const nameProblem = (name: string) =>
  name.trim() === '' ? 'Please enter a query name' : undefined;

/**
 * Renames a snippet, and changes its description; stays open with what was typed when the rename
 * fails (its toast said why). Suggest asks for a title and description from the snippet's SQL (spec
 * 2.4, as the hosted editor's rename offers its AI); a snippet still named 'Untitled query' is
 * asked for one as the dialog opens. A suggestion only fills the fields: the user accepts it with
 * Rename, or edits it first, and one that comes after the user typed leaves their text alone.
 */
export function RenameSnippetDialog({
  name: current,
  description: currentDescription,
  sql,
  onRename,
  onClose,
}: {
  name: string;
  description: string;
  sql: string;
  onRename: (name: string, description: string | undefined) => Promise<unknown>;
  onClose: () => void;
}) {
  const formId = useId();
  const [name, setName] = useState(current);
  const [description, setDescription] = useState(currentDescription);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const suggestion = useTitleSuggestion();
  // Typed by the user since the dialog opened: an automatic suggestion no longer replaces it.
  const edited = useRef(false);
  const problem = nameProblem(name);
  const canSuggest = sql.trim() !== '';

  const suggest = async (automatic: boolean) => {
    try {
      const { title, description: suggested } = await suggestion.trigger(sql);
      if (automatic && edited.current) return;
      setName(title);
      setDescription(suggested);
    } catch {
      // Its toast said why; the fields keep what they held.
    }
  };
  useEffect(() => {
    if (current === NEW_SNIPPET_NAME && canSuggest) void suggest(true);
    // Once, as the dialog opens.
  }, []);

  const submit = async () => {
    setSubmitted(true);
    if (problem) return;
    setPending(true);
    try {
      await onRename(
        name.trim(),
        description === currentDescription ? undefined : description.trim(),
      );
      onClose();
    } catch {
      setPending(false);
    }
  };
  return (
    <Dialog
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title="Rename query"
      footer={(close) => (
        <FormDialogActions close={close} formId={formId} submitLabel="Rename" isPending={pending} />
      )}
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Box display="flex" flexDirection="column" gap="medium">
          <TextField
            label="Name"
            autoFocus
            value={name}
            onChange={(next) => {
              edited.current = true;
              setName(next);
            }}
            errorMessage={submitted ? problem : undefined}
          />
          <TextArea
            label="Description"
            value={description}
            onChange={(next) => {
              edited.current = true;
              setDescription(next);
            }}
          />
          {canSuggest && (
            <Box display="flex">
              <Button
                variant="ghost"
                size="small"
                isPending={suggestion.isMutating}
                onPress={() => void suggest(false)}
              >
                Suggest
              </Button>
            </Box>
          )}
        </Box>
      </form>
    </Dialog>
  );
}
