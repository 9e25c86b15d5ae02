import type { ComponentDoc } from '../../docs.js';
import { ErrorPanel } from './ErrorPanel.js';

export const errorPanelDoc: ComponentDoc = {
  name: 'ErrorPanel',
  description: 'Shows that loading failed, with the raw message, an optional code and a retry.',
  props: [
    {
      name: 'title',
      type: 'ReactNode',
      default: "'Something went wrong'",
      description: 'What failed.',
    },
    { name: 'message', type: 'ReactNode', description: 'The error message as received.' },
    { name: 'code', type: 'string | number', description: 'HTTP status or SQLSTATE.' },
    { name: 'onRetry', type: '() => void', description: 'Shows a retry button when given.' },
    { name: 'retryLabel', type: 'string', default: "'Retry'", description: 'Retry button label.' },
    { name: 'headingLevel', type: '2 | 3 | 4 | 5 | 6', default: '3', description: 'Title level.' },
  ],
  examples: [
    {
      title: 'Generic error with code',
      render: () => <ErrorPanel message="Unexpected token < in JSON at position 0" code={500} />,
    },
    {
      title: 'With a retry',
      render: () => (
        <ErrorPanel
          title="Failed to load schemas"
          message="connection terminated unexpectedly"
          onRetry={() => {}}
          retryLabel="Reload schemas"
        />
      ),
    },
  ],
};
