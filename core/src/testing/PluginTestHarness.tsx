import { useMemo, type ReactNode } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Grant } from '@atrium/common/permissions';
import { FeedbackContext, toastsOver, type Feedback } from '../host/feedback.js';
import { PermissionsProvider } from '../host/permissions.js';
import { PluginScopeContext } from '../host/plugin-scope.js';
import { ServicesProvider } from '../host/services-context.js';
import type { PluginManifest } from '../plugin-api/manifest.js';
import { initServices, registerServices } from '../services/container.js';

const silentNotify: Feedback['notify'] = () => ({ update() {}, dismiss() {} });

/**
 * The test's own feedback over silent defaults. Spies given for `toast` see the shorthands; spies
 * given for `notify` see every notification, the shorthands' included.
 */
function feedbackOf(given: Partial<Feedback>): Feedback {
  const notify = given.notify ?? silentNotify;
  return {
    notify,
    toast: given.toast ?? toastsOver(notify),
    confirm: given.confirm ?? (async () => false),
  };
}

export interface PluginTestHarnessProps {
  /** The plugin whose components are under test. */
  readonly pluginId: string;
  /** Start location, such as `/project/default/hello`. */
  readonly path?: string;
  /** Installed plugins; all are on. */
  readonly installed?: readonly PluginManifest[];
  /** Everything by default; pass fewer to test permission gates. */
  readonly grants?: readonly Grant[];
  readonly hosted?: boolean;
  /** Your own `notify`, `toast` or `confirm`, to assert on them; silent by default. */
  readonly feedback?: Partial<Feedback>;
  readonly children: ReactNode;
}

/**
 * Public testing utility (`@atrium/core/testing`): mounts a plugin's component with the providers
 * the shell puts around it (services, permissions, feedback, router, plugin scope), so plugin
 * tests never reach into core's internals.
 */
export function PluginTestHarness({
  pluginId,
  path = '/',
  installed = [],
  grants = [{ action: '*', resource: '*' }],
  hosted = false,
  feedback: givenFeedback = {},
  children,
}: PluginTestHarnessProps) {
  const services = useMemo(
    () =>
      initServices(
        registerServices({ plugins: installed.map((m) => m.id), hosted, flags: {} }, installed),
      ),
    [installed, hosted],
  );
  const location = useMemo(() => memoryLocation({ path }), [path]);
  const feedback = useMemo(() => feedbackOf(givenFeedback), [givenFeedback]);
  return (
    <ServicesProvider services={services}>
      <PermissionsProvider grants={grants}>
        <FeedbackContext.Provider value={feedback}>
          <Router hook={location.hook} searchHook={location.searchHook}>
            <PluginScopeContext.Provider value={pluginId}>{children}</PluginScopeContext.Provider>
          </Router>
        </FeedbackContext.Provider>
      </PermissionsProvider>
    </ServicesProvider>
  );
}
