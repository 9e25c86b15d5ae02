import type { Logger } from 'pino';
import { accountsModule } from './auth/accounts-module.js';
import type { AtriumConfig } from './config.js';
import type { ModuleContext } from './module/define-module.js';
import { JobScheduler } from './module/job-scheduler.js';
import { readDevPlugin } from './module/dev-plugins/dev-plugin-package.js';
import { lazyModuleContext } from './module/lazy-module-context.js';
import { moduleContexts } from './module/module-context.js';
import { ModuleReport } from './module/module-report.js';
import { PluginSwitchboard } from './module/plugin-switches/plugin-switchboard.js';
import { pluginsModule } from './module/plugins-module.js';
import { projectLookup } from './module/project-lookup.js';
import {
  projectSchemasAtProvisioning,
  projectSchemasModule,
} from './module/project-schemas-module.js';
import { DEFAULT_PROJECT_OWNER_ROLE } from './platform/default-project.js';
import { defaultProjectModule } from './platform/default-project-module.js';
import { platformModule } from './platform/module.js';
import { platformUrlBeside } from './platform/platform-database.js';
import { hostedProjectsModule } from './projects/hosted-module.js';
import { projectsModule } from './projects/module.js';
import { defaultProjectsServerUrl } from './projects/projects-server.js';
import { storageModule } from './storage/module.js';
import { sqlHistoryModule } from './sql-history/index.js';

/**
 * Atrium's modules in start order (`dependsOn` decides it): platform, projects, default-project,
 * accounts, the plugins' server parts, hosted-projects in hosted mode, project-schemas; and what
 * each hands on, for the app. Wired from the configuration: each module gets the settings it
 * needs, never the configuration itself.
 */
export function coreModules(
  config: AtriumConfig,
  server: { readonly adminUrl: string; readonly embedded: boolean },
  log: Logger,
) {
  const { adminUrl } = server;
  const platformUrl = config.platformDatabaseUrl ?? platformUrlBeside(adminUrl);
  const memberRole = server.embedded ? DEFAULT_PROJECT_OWNER_ROLE : config.memberRole;
  const projectsServerUrl = config.projectsDatabaseUrl ?? defaultProjectsServerUrl(adminUrl);
  const report = new ModuleReport(log);

  const { module: platformCore, platform } = platformModule({
    adminUrl,
    platformUrl,
    secretKey: config.secretKey,
    stateDir: config.stateDir,
    log,
  });
  const { module: projectsCore, projects } = projectsModule({
    platform,
    settings: {
      statementTimeoutMs: config.statementTimeoutMs,
      max: config.dbPoolSize,
      connectionBudget: config.projectConnectionBudget,
      queryRowLimit: config.queryRowLimit,
      queryByteLimit: config.queryByteLimit,
    },
    adminUrl,
    memberRole,
    projectsServerUrl: config.hosted ? projectsServerUrl : undefined,
    log,
  });
  const { module: defaultProjectCore, defaultProject } = defaultProjectModule({
    platform,
    projects,
    adminUrl,
    platformUrl,
    memberRole,
    server: server.embedded ? 'embedded' : 'external',
    log,
  });
  const { module: accountsCore, accounts } = accountsModule({
    platform,
    owner: config.owner,
    passwordCost: config.passwordHashCost,
    log,
  });
  // Typed services, never the raw configuration: each module gets its own section of it. Made on
  // first use: the platform module, first, starts before there is a platform database to hand.
  // The one job scheduler: modules' declared jobs and those they schedule through their context.
  // Plugins switched on and off at run time: a server part's jobs wait while its plugin is off.
  // A plugin in development is on unless an Owner switches it off.
  const devPlugins = (config.devPlugins ?? []).map(readDevPlugin);
  const devIds = devPlugins.flatMap((plugin) => plugin.id ?? []);
  const switches = new PluginSwitchboard([...config.plugins, ...devIds], log);
  const isServerPart = (module: string) =>
    plugins.ready && plugins.get().modules.some((plugin) => plugin.id === module);
  let jobs: JobScheduler | undefined;
  const scheduler = () =>
    (jobs ??= new JobScheduler(
      platform.get().pool,
      log,
      report,
      contextFor,
      undefined,
      (module) => isServerPart(module) && !switches.isOn(module),
    ));
  const contexts = (moduleId: string) =>
    moduleContexts({
      platform: platform.get().pool,
      projects: projectLookup(projects.get()),
      auditLog: platform.get().auditLog,
      config: config.modules,
      log,
      scheduler: scheduler(),
      notices: platform.get().notices,
    })(moduleId);
  const contextFor = (moduleId: string): ModuleContext =>
    lazyModuleContext(() => contexts(moduleId));
  const { module: pluginsCore, plugins } = pluginsModule({
    platform,
    plugins: config,
    devPlugins,
    switches,
    report,
    contextFor,
    scheduler,
    log,
  });
  // The storage service: its schema reaches every project with the plugins', its routes serve
  // `/storage/v1`, and at start it finishes byte removals a crash left.
  const storage = storageModule({
    platform,
    projects,
    stateDir: config.stateDir,
    backend: config.storage,
    log,
  });
  // Hosted mode creates projects: they follow the projects server's current address, and any
  // of them an instance left COMING_UP is finished, before the schemas reach the active ones.
  const hosted = config.hosted
    ? hostedProjectsModule({
        platform,
        projects,
        serverUrl: projectsServerUrl,
        connectionLimit: config.projectConnectionLimit,
        projectsPerOrganization: config.projectsPerOrganization,
        prepareDatabase: projectSchemasAtProvisioning(platform, plugins, log, [storage]),
        log,
      })
    : undefined;
  const projectSchemasCore = projectSchemasModule({
    platform,
    projects,
    plugins,
    coreSchemas: [storage],
    dependsOn: hosted ? ['plugins', 'hosted-projects'] : ['plugins'],
    log,
  });
  return {
    modules: [
      platformCore,
      projectsCore,
      defaultProjectCore,
      accountsCore,
      pluginsCore,
      ...(hosted ? [hosted.module] : []),
      projectSchemasCore,
      storage,
      sqlHistoryModule(),
    ],
    contextFor,
    report,
    platform,
    projects,
    defaultProject,
    accounts,
    plugins,
    switches,
    hostedProjects: hosted?.hostedProjects,
    storage,
  };
}
