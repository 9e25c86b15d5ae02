import type { ReactNode } from 'react';
import { Badge, Box, Switch, visuallyHidden, type BadgeTone } from '@atrium/design-system';
import type { DisabledPlugin } from '../host/resolved-plugins.js';
import { useServices } from '../host/services-context.js';
import { CorePage } from './CorePage.js';
import * as styles from './PageSection.css.js';
import { PageRow, PageSection } from './PageSection.js';
import { FailuresSection } from './plugin-failures/FailuresSection.js';
import { useSwitchPlugin } from './plugin-switches/use-switch-plugin.js';
import { ServerModulesSection } from './server-modules/ServerModulesSection.js';
import { useCheckedRegistry } from './use-checked-registry.js';

interface PluginItem {
  readonly id: string;
  readonly title: string;
  readonly detail: string;
  readonly badge: ReactNode;
  /** Whether the plugin is switched on, for its switch; none for an entry left out. */
  readonly on?: boolean;
}

/**
 * Which plugins are on and off in this deployment, those switched on but missing from the build,
 * the entries of third-party plugins left out (a conflicting route, data that does not match its
 * extension point), and every failure a plugin has had: each under its own heading. Then the
 * server modules, as the API reports them: running or left out, with their routes and grants.
 */
export function PluginsAdminPage() {
  const { deployment } = useServices();
  const registry = useCheckedRegistry();
  const warnings = deployment?.warnings ?? [];
  return (
    <CorePage
      title="Plugins"
      description="Switch installed plugins on and off for everyone (an Owner of the default organization may); atrium.config.json or ATRIUM_PLUGINS give their state until then."
    >
      {warnings.length > 0 && (
        <PageSection title="Deployment" count={warnings.length}>
          {warnings.map((warning) => (
            <PageRow key={warning}>
              <Badge tone="critical">Warning</Badge>
              <span>{warning}</span>
            </PageRow>
          ))}
        </PageSection>
      )}
      <FailuresSection />
      <PluginList
        title="On"
        items={registry.plugins.map((p) => ({
          id: p.id,
          title: p.title,
          detail: `v${p.version}${p.permissions?.length ? ` · needs ${p.permissions.map((x) => `${x.action} on ${x.resource}`).join(', ')}` : ''}`,
          badge: <Badge tone="positive">On</Badge>,
          on: true,
        }))}
      />
      <PluginList
        title="Off"
        items={registry.disabled.filter((p) => p.reason !== 'not-installed').map(offItem)}
      />
      <PluginList
        title="Missing"
        items={registry.disabled.filter((p) => p.reason === 'not-installed').map(offItem)}
      />
      <PluginList
        title="Left out"
        items={registry.leftOut.map((entry) => ({
          id: entry.pluginId,
          title: entry.entry,
          detail: entry.error,
          badge: <Badge tone="critical">Left out</Badge>,
        }))}
      />
      <ServerModulesSection />
    </CorePage>
  );
}

/** A plugin that is off (or switched on but missing from the build), as its list shows it. */
function offItem(p: DisabledPlugin): PluginItem {
  return {
    id: p.id,
    title: p.title,
    detail: offDetail[p.reason](p.error),
    badge: <Badge tone={offBadge[p.reason].tone}>{offBadge[p.reason].label}</Badge>,
    // Switched on but missing from the build: switching it off tidies it away. An invalid
    // manifest has no switch: on or off, it is left out.
    on: p.reason === 'invalid' ? undefined : p.reason === 'not-installed',
  };
}

/** Why a plugin is off, as the list says it. */
const offDetail: Record<DisabledPlugin['reason'], (error?: string) => string> = {
  disabled: () => 'Installed',
  'not-installed': () => 'Switched on, but not installed in this build',
  invalid: (error) => `Left out: ${error ?? 'invalid manifest'}`,
};

const offBadge: Record<DisabledPlugin['reason'], { tone: BadgeTone; label: string }> = {
  disabled: { tone: 'neutral', label: 'Off' },
  'not-installed': { tone: 'caution', label: 'Missing' },
  invalid: { tone: 'critical', label: 'Invalid' },
};

function PluginList({ title, items }: { title: string; items: readonly PluginItem[] }) {
  const switchPlugin = useSwitchPlugin();
  return (
    <PageSection title={title} count={items.length}>
      {items.map((item, index) => (
        // Not the id alone: two left-out packages may claim the same one.
        <PageRow key={`${index}-${item.id}`}>
          {item.badge}
          <Box fontWeight="medium">{item.title}</Box>
          <span className={styles.muted}>
            {item.id} · {item.detail}
          </span>
          {item.on !== undefined && (
            <span className={styles.trailing}>
              <Switch
                isSelected={item.on}
                onChange={(on) => void switchPlugin(item.id, item.title, on)}
              >
                <span className={visuallyHidden}>{item.title} on</span>
              </Switch>
            </span>
          )}
        </PageRow>
      ))}
    </PageSection>
  );
}
