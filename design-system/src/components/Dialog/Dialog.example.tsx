import type { ComponentDoc } from '../../docs.js';
import { Button } from '../Button/Button.js';
import { dialogSizes } from './Dialog.css.js';
import { Dialog } from './Dialog.js';

export const dialogDoc: ComponentDoc = {
  name: 'Dialog',
  description:
    'A modal with a title, a scrolling body and footer actions. Focus is trapped inside and returns to the trigger; Escape closes it.',
  props: [
    { name: 'title', type: 'ReactNode', description: 'Heading; names the dialog.' },
    { name: 'children', type: 'ReactNode', description: 'The body.' },
    {
      name: 'footer',
      type: 'ReactNode | (close) => ReactNode',
      description: 'Actions, right-aligned.',
    },
    { name: 'trigger', type: 'ReactElement', description: 'Opens it on press.' },
    {
      name: 'isOpen / defaultOpen / onOpenChange',
      type: 'boolean / boolean / (isOpen) => void',
      description: 'Controlled or initial open state, with or without a trigger.',
    },
    { name: 'size', type: dialogSizes.join(' | '), default: 'medium', description: 'Width.' },
    {
      name: 'isDismissable',
      type: 'boolean',
      default: 'true',
      description: 'Close on outside click, and show the close button.',
    },
  ],
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
