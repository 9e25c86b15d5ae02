import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ServicesProvider } from '../../host/services-context.js';
import { testServices } from '../../test/services.js';
import { ROLE_GRANTS } from '@atrium/common/roles';
import type { PlatformProject } from '../platform-types.js';

/**
 * Renders `ui` at `path` in a hosted deployment (or self-hosted), with fresh caches; returns the
 * rendered result and where the router is now.
 */
export function renderAt(path: string, ui: ReactNode, { hosted = true } = {}) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ServicesProvider services={testServices([], [], { hosted })}>
        <Router hook={location.hook} searchHook={location.searchHook}>
          {ui}
        </Router>
      </ServicesProvider>
    </SWRConfig>,
  );
  return { ...result, current: () => location.history.at(-1) };
}

/** A project row as the API answers it. */
export const project = (
  ref: string,
  name: string,
  organization: { slug: string; name: string },
  status = 'ACTIVE_HEALTHY',
): PlatformProject => ({
  ref,
  name,
  // Tests name statuses as the API spells them; the route's type lists them.
  status: status as PlatformProject['status'],
  organization_slug: organization.slug,
  organization_name: organization.name,
});

/** `GET /platform/profile/permissions` answered with a role's grants in each organization. */
export const grantsByOrganization =
  (roles: Record<string, keyof typeof ROLE_GRANTS>) =>
  ({ url }: { url: URL }) => ({
    grants: ROLE_GRANTS[roles[url.searchParams.get('organization') ?? ''] ?? 'read_only'],
  });
