import type { ComponentDoc } from '../../docs.js';
import { Button } from '../Button/Button.js';
import { Dialog } from './Dialog.js';

export const dialogDoc: ComponentDoc = {
  name: 'Dialog',
  description:
    'A modal with a title, a scrolling body and footer actions. Focus is trapped inside and returns to the trigger; Escape closes it.',
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
  ],
};
