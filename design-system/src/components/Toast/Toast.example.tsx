import type { ComponentDoc } from '../../docs.js';
import { Box } from '../../Box/Box.js';
import { Button } from '../Button/Button.js';
import { ToastRegion } from './Toast.js';
import { toast, toastDurations } from './toast.js';

export const toastDoc: ComponentDoc = {
  name: 'Toast',
  description:
    'Brief notifications: call toast.success / toast.error / toast.info(message, options) from anywhere, and mount <ToastRegion /> once at the root. Announced to screen readers, paused while hovered or focused, dismissable; F6 reaches them.',
  props: [
    {
      name: 'toast.success | toast.info | toast.error',
      type: '(message: ReactNode, options?) => key',
      description: `Closes after ${toastDurations.success / 1000} s, errors after ${toastDurations.error / 1000} s.`,
    },
    { name: 'options.description', type: 'ReactNode', description: 'A second line.' },
    {
      name: 'options.action',
      type: '{ label: string; onAction: () => void }',
      description: 'One button; pressing it also dismisses.',
    },
    { name: 'options.duration', type: 'number', description: 'Override in milliseconds.' },
    { name: 'options.onClose', type: '() => void', description: 'Called when it closes.' },
    { name: 'toast.dismiss(key) / toast.clear()', type: 'function', description: 'Remove.' },
    { name: '<ToastRegion aria-label?>', type: 'component', description: 'Mount once.' },
  ],
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
