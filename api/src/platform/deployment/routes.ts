import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { requiresSignedIn } from '../../http/permission-middleware.js';
import type { PluginSwitchboard } from '../../module/index.js';

export interface DeploymentInfo {
  /** Ids of the plugins that are on. */
  readonly plugins: readonly string[];
  /** Hosted platform features (billing, partner integrations) exist only when true. */
  readonly hosted: boolean;
  readonly flags: Readonly<Record<string, boolean>>;
  /** What the deployment's administrator should fix, said on `/admin` (a superuser DATABASE_URL). */
  readonly warnings?: readonly string[];
}

/**
 * What the web app needs to know about this deployment, read once signed in and again as it
 * follows plugins switched on and off (`switches`, when the server follows them).
 */
export const deploymentRoutes = (
  info: DeploymentInfo,
  switches?: Pick<PluginSwitchboard, 'enabled'>,
) =>
  new Hono<AppEnv>().get('/', requiresSignedIn(), (c) =>
    c.json<DeploymentInfo>({ ...info, plugins: switches?.enabled() ?? info.plugins }),
  );
