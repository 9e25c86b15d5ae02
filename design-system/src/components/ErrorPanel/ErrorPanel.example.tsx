import type { ComponentDoc } from '../../docs.js';
import { ErrorPanel } from './ErrorPanel.js';

export const errorPanelDoc: ComponentDoc = {
  name: 'ErrorPanel',
  description: 'Shows that loading failed, with the raw message, an optional code and a retry.',
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
