import type { ComponentDoc } from '../../docs.js';
import { Button } from '../Button/Button.js';
import { Dialog } from './Dialog.js';
import { FormDialogActions } from './FormDialogActions.js';

export const dialogDoc: ComponentDoc = {
  name: 'Dialog',
  description:
    'A modal with a title, a scrolling body and footer actions. Focus is trapped inside and returns to the trigger; Escape closes it. A form dialog takes `FormDialogActions` as its footer: Cancel, and a submit button for the form it names.',
  examples: [
    {
      title: 'Edit bucket',
      render: () => (
        <Dialog
          trigger={<Button>Edit bucket</Button>}
          title="Edit bucket avatars"
          footer={(close) => (
            <>
              <Button onPress={close}>Cancel</Button>
              <Button variant="solid" tone="accent" onPress={close}>
                Save
              </Button>
            </>
          )}
        >
          <label>
            <input type="checkbox" /> Public bucket
          </label>
        </Dialog>
      ),
    },
    {
      title: 'New organization (a form dialog)',
      render: () => (
        <Dialog
          trigger={<Button>New organization</Button>}
          title="New organization"
          footer={(close) => (
            <FormDialogActions
              close={close}
              formId="example-org"
              submitLabel="Create organization"
            />
          )}
        >
          <form id="example-org" onSubmit={(event) => event.preventDefault()}>
            <label>
              Name <input name="name" />
            </label>
          </form>
        </Dialog>
      ),
    },
  ],
};
