import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { ToastRegion } from './Toast.js';
import { toast } from './toast.js';

export const toastDoc: ComponentDoc = {
  name: 'Toast',
  description:
    'Brief notifications: call toast.success / toast.error / toast.info(message, options) from anywhere, and mount <ToastRegion /> once at the root. They drop from the top centre, clear of the Save buttons and paging bars at the bottom of panels and grids. Announced to screen readers, paused while hovered or focused, dismissable; F6 reaches them. Each call returns a key for toast.dismiss(key); toast.clear() removes them all.',
  propTypes: ['ToastOptions', 'ToastRegionProps'],
  examples: [
    {
      title: 'Tones, description and action',
      render: () => (
        <Box display="flex" gap="small">
          <ToastRegion />
          <Button onPress={() => toast.success('Bucket created')}>Success</Button>
          <Button onPress={() => toast.info('Copied to clipboard')}>Info</Button>
          <Button
            onPress={() =>
              toast.error('Failed to delete bucket', { description: 'The bucket is not empty.' })
            }
          >
            Error
          </Button>
          <Button
            onPress={() =>
              toast.success('Row deleted', { action: { label: 'Undo', onAction: () => {} } })
            }
          >
            With action
          </Button>
        </Box>
      ),
    },
  ],
};
