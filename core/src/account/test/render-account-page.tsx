import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ALL_GRANTS, type Grant } from '@atrium/common/permissions';
import { PermissionsProvider } from '../../host/permissions.js';
import { ServicesProvider } from '../../host/services-context.js';
import { FeedbackProvider } from '../../shell/FeedbackProvider.js';
import { testServices } from '../../test/services.js';

/**
 * A signed-in page at `path` (routed as `pattern`), with fresh caches and the given grants, in a
 * self-hosted deployment unless `hosted`, with the shell's real confirmations and toasts.
 */
export function renderAccountPage(
  page: () => ReactElement,
  {
    path,
    pattern = path,
    grants,
    hosted = false,
  }: { path: string; pattern?: string; grants?: readonly Grant[]; hosted?: boolean },
) {
  const location = memoryLocation({ path });
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ServicesProvider services={testServices([], [], { hosted })}>
        <FeedbackProvider>
          <Router hook={location.hook}>
            <PermissionsProvider grants={grants ?? ALL_GRANTS}>
              <Route path={pattern} component={page} />
            </PermissionsProvider>
          </Router>
        </FeedbackProvider>
      </ServicesProvider>
    </SWRConfig>,
  );
}
