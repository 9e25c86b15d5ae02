import { Badge, Box, EmptyState, type BadgeTone } from '@atrium/design-system';
import type { DisabledPlugin } from '../host/plugin-registry.js';
import { useServices } from '../host/services-context.js';
import { useAppSnapshot } from '../state/app-state.js';
import { PageHeader } from './PageHeader.js';

/**
 * Which plugins are on and off in this deployment, the entries of third-party plugins left out
 * (a conflicting route, data that does not match its extension point), and every failure a
 * plugin has had.
 */
export function PluginsAdminPage() {
  const { registry } = useServices();
  const { pluginFailures } = useAppSnapshot();
  return (
    <Box padding="xlarge" display="flex" flexDirection="column" gap="xlarge">
      <PageHeader
        title="Plugins"
        description="Switch plugins on and off with atrium.config.json or ATRIUM_PLUGINS, then restart."
      />
      <Box as="section" aria-labelledby="plugins-failures">
        <Box
          as="h2"
          id="plugins-failures"
          fontSize="large"
          fontWeight="strong"
          marginBottom="small"
        >
          Failures
        </Box>
        {pluginFailures.length === 0 ? (
          <EmptyState title="No plugin has failed" headingLevel={3} />
        ) : (
          <Box as="ul" display="flex" flexDirection="column" gap="small">
            {pluginFailures.map((f) => (
              <Box
                as="li"
                key={`${f.pluginId}-${f.where}-${f.at}`}
                padding="medium"
                background="criticalSoft"
                borderRadius="medium"
              >
                <Box fontWeight="strong">{f.pluginId}</Box>
                <Box color="textMuted" fontSize="small">
                  {f.where} · {new Date(f.at).toLocaleTimeString()}
                </Box>
                <Box as="code" fontFamily="code">
                  {f.message}
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </Box>
      <PluginList
        title="On"
        id="plugins-on"
        items={registry.plugins.map((p) => ({
          id: p.id,
          title: p.title,
          detail: `v${p.version}${p.permissions?.length ? ` · needs ${p.permissions.map((x) => `${x.action} on ${x.resource}`).join(', ')}` : ''}`,
          badge: <Badge tone="positive">On</Badge>,
        }))}
      />
      <PluginList
        title="Off"
        id="plugins-off"
        items={registry.disabled.filter((p) => p.reason !== 'not-installed').map(offItem)}
      />
      <PluginList
        title="Missing"
        id="plugins-missing"
        items={registry.disabled.filter((p) => p.reason === 'not-installed').map(offItem)}
      />
      <PluginList
        title="Left out"
        id="plugins-left-out"
        items={registry.leftOut.map((entry) => ({
          id: entry.pluginId,
          title: entry.entry,
          detail: entry.error,
          badge: <Badge tone="critical">Left out</Badge>,
        }))}
      />
    </Box>
  );
}

/** A plugin that is off (or switched on but missing from the build), as its list shows it. */
function offItem(p: DisabledPlugin) {
  return {
    id: p.id,
    title: p.title,
    detail: offDetail[p.reason](p.error),
    badge: <Badge tone={offBadge[p.reason].tone}>{offBadge[p.reason].label}</Badge>,
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

function PluginList({
  title,
  id,
  items,
}: {
  title: string;
  id: string;
  items: { id: string; title: string; detail: string; badge: React.ReactNode }[];
}) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Box as="h2" id={id} fontSize="large" fontWeight="strong" marginBottom="small">
        {title}
      </Box>
      {items.length === 0 ? (
        <Box color="textMuted">None</Box>
      ) : (
        <Box as="ul" display="flex" flexDirection="column" gap="xsmall">
          {items.map((item, index) => (
            <Box
              as="li"
              // Not the id alone: two left-out packages may claim the same one.
              key={`${index}-${item.id}`}
              display="flex"
              alignItems="center"
              gap="medium"
              paddingY="xsmall"
            >
              {item.badge}
              <Box fontWeight="medium">{item.title}</Box>
              <Box color="textMuted" fontSize="small">
                {item.id} · {item.detail}
              </Box>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
