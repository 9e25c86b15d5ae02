import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { AlertDialog } from './AlertDialog.js';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const alertDialogDoc: ComponentDoc = {
  name: 'AlertDialog',
  description:
    'Asks to confirm an action. If onConfirm returns a promise, Confirm shows a spinner and the dialog cannot be dismissed until it settles; a rejection keeps it open with the error shown.',
  examples: [
    {
      title: 'Destructive, succeeding and failing',
      render: () => (
        <Box display="flex" gap="small">
          <AlertDialog
            trigger={<Button tone="critical">Empty bucket</Button>}
            title="Empty bucket avatars"
            confirmLabel="Empty bucket"
            tone="critical"
            onConfirm={() => wait(1500)}
          >
            Every file in the bucket will be deleted. This cannot be undone.
          </AlertDialog>
          <AlertDialog
            trigger={<Button>Fail</Button>}
            title="Restart project"
            onConfirm={() => wait(800).then(() => Promise.reject(new Error('Project is busy')))}
          >
            The project will be unavailable for a minute.
          </AlertDialog>
        </Box>
      ),
    },
  ],
};
