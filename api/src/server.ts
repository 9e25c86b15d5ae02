import type { Logger } from 'pino';
import { createApp } from './app.js';
import { AccessCache, accessNotices } from './auth/access-cache.js';
import { ensureFirstAccount } from './auth/first-account.js';
import type { AtriumConfig } from './config.js';
import { createPool } from './db/pool.js';
import { closeServer, listen, PortInUseError } from './http/listen.js';
import {
  DEFAULT_PROJECT_OWNER_ROLE,
  DEFAULT_PROJECT_REF,
  ensureDefaultOwner,
  ensureDefaultProject,
} from './platform/default-project.js';
import { defaultProjectConnection } from './platform/default-project-role.js';
import { createAuditLogPool } from './platform/audit-log-pool.js';
import { listenForPlatformNotices } from './platform/platform-notices.js';
import { migratePlatform } from './platform/migrate.js';
import { ensurePlatformDatabase, platformUrlBeside } from './platform/platform-database.js';
import { SecretBox } from './platform/secret-box.js';
import { EmbeddedCluster } from './postgres/cluster.js';
import { withPinnedSearchPath } from './postgres/pinned-search-path.js';
import { bootstrapProjectDatabase } from './projects/bootstrap.js';
import { HostedProjects } from './projects/hosted-projects.js';
import { LostPasswordRecovery } from './projects/lost-password.js';
import { defaultProjectsServerUrl, projectRoleName } from './projects/projects-server.js';
import { ProjectProvisioner } from './projects/provision.js';
import { hostedProjectsModule } from './projects/module.js';
import { backfillProjectJwtSecrets } from './project-api/project-jwt-secrets.js';
import { projectNotices } from './projects/project-notices.js';
import { ProjectRegistry } from './projects/registry.js';
import { loadServerPlugins } from './module/load-server-plugins.js';
import { ModuleReport } from './module/module-report.js';
import { startModules } from './module/start-modules.js';
import { startCoreModules } from './module/start-core-modules.js';
import { moduleContexts } from './module/module-context.js';
import { projectLookup } from './module/project-lookup.js';
import {
  applyProjectSchemasLogged,
  applyProjectSchemasToActiveProjects,
  projectDatabaseAt,
} from './module/project-schemas-everywhere.js';
import { join } from 'node:path';

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
 * Brings up everything Atrium needs, in order: Postgres (embedded unless DATABASE_URL is set), the
 * platform database and its migrations, the role members' SQL runs as in the default project
 * (never the embedded cluster's superuser), the default project and its bootstrap as that role, the first owner
 * (Owner of the default organization), in hosted mode the projects left coming up, then the HTTP
 * server. `stop()` undoes it in reverse.
 */
export async function startAtrium(config: AtriumConfig, log: Logger): Promise<RunningAtrium> {
  const cleanups: Array<() => Promise<unknown>> = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    cleanups.length = 0;
  };
  try {
    let cluster: EmbeddedCluster | undefined;
    // Atrium's own role on the default project's server: it bootstraps and runs privileged
    // operations, and members' SQL never runs as it when it is a superuser Atrium controls.
    let adminUrl = config.databaseUrl;
    if (!adminUrl) {
      cluster = new EmbeddedCluster({
        stateDir: config.stateDir,
        log,
      });
      cleanups.push(() => cluster!.stop());
      await cluster.start();
      adminUrl = cluster.connectionString('postgres');
      log.info(
        { dataFolder: cluster.dataFolder, port: cluster.connected().port },
        'embedded Postgres started',
      );
    }
    const platformUrl = config.platformDatabaseUrl ?? platformUrlBeside(adminUrl);
    // Pinned: members create objects in the `postgres` database this connects to.
    await ensurePlatformDatabase(withPinnedSearchPath(adminUrl), platformUrl);

    const platform = createPool(platformUrl, { statementTimeoutMs: 30_000, max: 5 }, log);
    cleanups.push(() => platform.end());
    // The audit entry is written on every change's way out: a disk flush each would be most of
    // what the API adds to a query (docs/architecture/permissions.md, Audit log).
    const auditLog = createAuditLogPool(platformUrl, log);
    cleanups.push(() => auditLog.end());
    const migrationClient = await platform.connect();
    try {
      await migratePlatform(migrationClient);
    } finally {
      migrationClient.release();
    }

    const secrets = await SecretBox.load(config.secretKey, join(config.stateDir, 'secret.key'));
    const memberRole = cluster ? DEFAULT_PROJECT_OWNER_ROLE : config.memberRole;
    const projectsServerUrl = config.projectsDatabaseUrl ?? defaultProjectsServerUrl(adminUrl);
    // A project role whose password a member changed gets a new one from its server's role.
    const lostPassword = new LostPasswordRecovery({
      platform,
      secrets,
      resettableRole: (ref) => {
        if (ref === DEFAULT_PROJECT_REF) {
          return memberRole ? { serverUrl: adminUrl, role: memberRole } : undefined;
        }
        return config.hosted
          ? { serverUrl: projectsServerUrl, role: projectRoleName(ref) }
          : undefined;
      },
      forget: (ref) => projects.forget(ref),
      log,
    });
    const projects: ProjectRegistry = new ProjectRegistry(
      platform,
      secrets,
      {
        statementTimeoutMs: config.statementTimeoutMs,
        max: config.dbPoolSize,
        connectionBudget: config.projectConnectionBudget,
        queryRowLimit: config.queryRowLimit,
        queryByteLimit: config.queryByteLimit,
      },
      log,
      lostPassword,
    );
    cleanups.push(() => projects.close());
    const defaultConnection = await defaultProjectConnection({
      adminUrl,
      platformUrl,
      platform,
      secrets,
      memberRole,
      server: cluster ? 'embedded' : 'external',
      log,
    });
    await ensureDefaultProject(platform, projects, defaultConnection.url);
    // The default project's, and those of projects from before JWT secrets existed.
    await backfillProjectJwtSecrets(platform, secrets);
    const defaultProject = await projects.resolve(DEFAULT_PROJECT_REF);
    const bootstrapClient = await defaultProject.pool.connect();
    try {
      await bootstrapProjectDatabase(bootstrapClient);
    } finally {
      bootstrapClient.release();
    }

    // After the default organization exists: its first owner is the first account.
    const firstAccount = await ensureFirstAccount(platform, config.owner);
    if (firstAccount.kind === 'created') {
      log.info({ email: firstAccount.email }, 'created the owner account from ATRIUM_ADMIN_EMAIL');
    }
    await ensureDefaultOwner(platform);

    // After the migrations: the notices come from their triggers.
    const accessCache = new AccessCache();
    const notices = await listenForPlatformNotices(
      platformUrl,
      [accessNotices(accessCache), projectNotices(projects)],
      log,
    );
    cleanups.push(() => notices.stop());

    const moduleReport = new ModuleReport(log);
    // Typed services, never the raw configuration: each module gets its own section of it.
    const moduleContext = moduleContexts({
      platform,
      projects: projectLookup(projects),
      auditLog,
      config: config.modules,
      log,
    });
    const plugins = await startModules(await loadServerPlugins(config, log, moduleReport), {
      platform,
      log,
      report: moduleReport,
      contextFor: moduleContext,
    });
    cleanups.push(() => plugins.stop());

    // Hosted mode creates projects: they follow the projects server's current address, and any
    // of them an instance left COMING_UP is finished here.
    let hostedProjects: HostedProjects | undefined;
    if (config.hosted) {
      const connectionLimit = config.projectConnectionLimit;
      const provisioner = new ProjectProvisioner({
        platform,
        secrets,
        serverUrl: projectsServerUrl,
        connectionLimit,
        log,
        prepareDatabase: ({ id, ref, url }) =>
          applyProjectSchemasLogged(
            platform,
            plugins.modules,
            projectDatabaseAt(id, ref, url),
            log,
          ),
      });
      hostedProjects = new HostedProjects(
        platform,
        projects,
        provisioner,
        config.projectsPerOrganization,
      );
      const projectsModule = hostedProjectsModule({
        platform,
        secrets,
        serverUrl: projectsServerUrl,
        connectionLimit,
        provisioner,
      });
      cleanups.push(await startCoreModules([projectsModule], moduleContext));
    }
    // After the projects' addresses are current; projects coming up get them at provisioning.
    await applyProjectSchemasToActiveProjects(platform, plugins.modules, projects, log);

    const app = createApp({
      platform,
      projects,
      log,
      requestLogLevel: config.requestLogLevel,
      webRoot: config.webRoot,
      serverPlugins: plugins.modules,
      moduleContext,
      moduleReport,
      csvExportLimit: config.csvExportLimit,
      uploadStallMs: config.uploadStallMs,
      allowedHosts: config.allowedHosts,
      projectApiOrigins: config.projectApiOrigins,
      jsonBodyLimitBytes: config.jsonBodyLimitBytes,
      devProxySecret: config.devProxySecret,
      hashingConcurrency: config.passwordHashConcurrency,
      secrets,
      accessCache,
      auditLog,
      hostedProjects,
      deployment: {
        plugins: config.plugins,
        hosted: config.hosted,
        flags: {},
        warnings: defaultConnection.warnings,
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
