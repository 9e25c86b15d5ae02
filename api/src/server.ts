import type { Logger } from 'pino';
import { SCRYPT_PARAMS } from './auth/password-hash.js';
import { createApp } from './app.js';
import type { AtriumConfig } from './config.js';
import { coreModules } from './core-modules.js';
import { closeServer, listen, PortInUseError } from './http/listen.js';
import { migrateModule } from './module/module-migrations.js';
import { startCoreModules } from './module/start-core-modules.js';
import { EmbeddedCluster } from './postgres/cluster.js';

export { PortInUseError };

export interface RunningAtrium {
  readonly url: string;
  readonly port: number;
  /** The embedded cluster, when Atrium started one (tests stop and restart it). */
  readonly cluster?: EmbeddedCluster;
  /** The one-time link where the first owner chooses email and password, when no account exists. */
  readonly setupUrl?: string;
  stop(): Promise<void>;
}

/**
 * Brings up Atrium: Postgres (embedded unless DATABASE_URL is set), then every module, core
 * and plugin, each after those it names in `dependsOn` (docs/architecture/plugins.md, Module
 * lifecycle), then the HTTP server. `stop()` undoes it in reverse.
 */
export async function startAtrium(config: AtriumConfig, log: Logger): Promise<RunningAtrium> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  if (config.passwordHashCost.log2N < SCRYPT_PARAMS.log2N) {
    log.warn(
      { cost: config.passwordHashCost.log2N, default: SCRYPT_PARAMS.log2N },
      'ATRIUM_PASSWORD_HASH_COST is below the default: new password hashes are cheaper to guess (for tests only)',
    );
  }
  try {
    let cluster: EmbeddedCluster | undefined;
    // Atrium's own role on the default project's server: it bootstraps and runs privileged
    // operations, and members' SQL never runs as it when it is a superuser Atrium controls.
    let adminUrl = config.databaseUrl;
    if (!adminUrl) {
      cluster = new EmbeddedCluster({ stateDir: config.stateDir, log });
      cleanups.push(() => cluster!.stop());
      await cluster.start();
      adminUrl = cluster.connectionString('postgres');
      log.info(
        { dataFolder: cluster.dataFolder, port: cluster.connected().port },
        'embedded Postgres started',
      );
    }

    const core = coreModules(config, { adminUrl, embedded: cluster !== undefined }, log);
    cleanups.push(
      await startCoreModules(core.modules, core.contextFor, {
        migrate: async (module) => {
          await migrateModule(core.platform.get().pool, module);
        },
        report: core.report,
      }),
    );

    const { pool: platform, secrets, auditLog } = core.platform.get();
    const { firstAccount, accessCache } = core.accounts.get();
    const app = createApp({
      platform,
      projects: core.projects.get(),
      log,
      requestLogLevel: config.requestLogLevel,
      webRoot: config.webRoot,
      docsRoot: config.docsRoot,
      serverPlugins: core.plugins.get().modules,
      pluginSwitches: core.switches,
      projectApiModules: [core.storage],
      moduleContext: core.contextFor,
      moduleReport: core.report,
      csvExportLimit: config.csvExportLimit,
      uploadStallMs: config.uploadStallMs,
      allowedHosts: config.allowedHosts,
      projectApiOrigins: config.projectApiOrigins,
      jsonBodyLimitBytes: config.jsonBodyLimitBytes,
      devProxySecret: config.devProxySecret,
      hashingConcurrency: config.passwordHashConcurrency,
      passwordCost: config.passwordHashCost,
      secrets,
      accessCache,
      auditLog,
      hostedProjects: core.hostedProjects?.get(),
      aiProvider: config.aiProvider,
      deployment: {
        plugins: config.plugins,
        hosted: config.hosted,
        flags: {},
        warnings: core.defaultProject.get().warnings,
      },
    });
    const server = await listen(app.fetch, config.host, config.port);
    cleanups.push(() => closeServer(server));
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const url = `http://${config.host}:${port}`;
    const setupUrl =
      firstAccount.kind === 'setup'
        ? `${url}/setup?token=${encodeURIComponent(firstAccount.token)}`
        : undefined;
    return { url, port, cluster, setupUrl, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
