import { CodeBlock } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { useAppSnapshot } from '../state/app-state.js';
import { CorePage } from './CorePage.js';

/** What to include in a support request, prefilled with what this deployment knows. */
export function SupportPage() {
  const { deployment } = useServices();
  const { pluginFailures } = useAppSnapshot();
  const report = [
    `Plugins on: ${deployment.plugins.join(', ') || 'none'}`,
    `Browser: ${navigator.userAgent}`,
    ...pluginFailures.map((f) => `Failure in ${f.pluginId} (${f.where}): ${f.message}`),
  ].join('\n');
  return (
    <CorePage
      title="Submit a support request"
      description="Open an issue in the Atrium repository with what you did, what you expected, and the details below."
    >
      <CodeBlock language="text" code={report} />
    </CorePage>
  );
}
