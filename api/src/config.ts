import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { OwnerFromEnvironment } from './auth/setup/store.js';
import { DEFAULT_HASHING_CONCURRENCY } from './auth/hashing-slots.js';
import { SCRYPT_PARAMS, type ScryptCost } from './auth/password-hash.js';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './auth/password-policy.js';
import { FIRST_PARTY_PLUGINS } from '@atrium/common/first-party-plugins';
import { devPluginFolders } from './module/dev-plugins/dev-plugin-package.js';
import { defaultAllowedHosts } from './http/allowed-hosts.js';
import { DEFAULT_JSON_BODY_LIMIT_MB } from './http/json-body-limits.js';
import type { RequestLogLevel } from './http/request-log.js';
import { DEFAULT_CSV_EXPORT_LIMIT } from './pg-meta/table-rows/export-limit.js';
import { UPLOAD_STALL_MS } from './pg-meta/table-rows/upload-reader.js';
import { defaultProjectConnectionLimit } from './projects/connection-limits.js';
import { DEFAULT_PROJECTS_PER_ORGANIZATION } from './projects/project-quota.js';
import { readStorageBackend } from './storage/backends/storage-backend-config.js';
import { readAiProvider, type AiProvider } from './ai/index.js';
import type { StorageBackend } from './storage/backends/storage-backend.js';
import {
  DEFAULT_PROJECT_CONNECTION_BUDGET,
  DEFAULT_QUERY_BYTE_LIMIT,
  DEFAULT_QUERY_ROW_LIMIT,
} from './projects/registry.js';

export interface AtriumConfig {
  readonly host: string;
  readonly port: number;
  /** Git-ignored folder for the embedded cluster, the generated secret key and run state. */
  readonly stateDir: string;
  /** An external Postgres for the default project; when unset, the embedded cluster is started. */
  readonly databaseUrl?: string;
  /** The platform database; defaults to the `atrium` database beside the default project's. */
  readonly platformDatabaseUrl?: string;
  /** Hosted mode (`ATRIUM_HOSTED`): several organizations and projects, created through the API. */
  readonly hosted: boolean;
  /**
   * Where hosted mode creates project databases: a URL whose role may CREATE DATABASE. Defaults
   * to the default project's server, its `postgres` database.
   */
  readonly projectsDatabaseUrl?: string;
  /**
   * With an external DATABASE_URL: the role (no superuser) members' SQL runs as in the default
   * project, which Atrium gives a login password of its own (`ATRIUM_MEMBER_ROLE`).
   */
  readonly memberRole?: string;
  /** Connections each hosted project's role may hold, on the projects server. */
  readonly projectConnectionLimit: number;
  /** Projects one organization may hold in hosted mode. */
  readonly projectsPerOrganization: number;
  readonly statementTimeoutMs: number;
  /** Most rows a CSV export may have; 0 turns the limit off. */
  readonly csvExportLimit: number;
  /** How long a CSV import may send nothing before it is cancelled (408), in milliseconds. */
  readonly uploadStallMs: number;
  readonly secretKey?: string;
  /** The first owner, created at start when no account exists (`ATRIUM_ADMIN_EMAIL`/`_PASSWORD`). */
  readonly owner?: OwnerFromEnvironment;
  /** Connections per project database, and most rows `/query` answers (0: no limit). */
  readonly dbPoolSize: number;
  /** Connections across all project pools together; least recently used pools close for room. */
  readonly projectConnectionBudget: number;
  readonly queryRowLimit: number;
  /** Most bytes of a `/query` answer's JSON (0: no limit). */
  readonly queryByteLimit: number;
  /** Host names the server answers to (the `Host` header); others get 421. */
  readonly allowedHosts: readonly string[];
  /** Largest request body that is not streamed (JSON), in bytes. */
  readonly jsonBodyLimitBytes: number;
  /** Origins whose pages may call the project API; `['*']` (the default) for any. */
  readonly projectApiOrigins: readonly string[];
  /** Shared with `pnpm dev`'s Vite proxy so it may name the client it forwards for. */
  readonly devProxySecret?: string;
  /** Password hashes allowed at once; below Node's thread pool, which connections need too. */
  readonly passwordHashConcurrency: number;
  /** What a new password hash costs: scrypt's log2 N from `ATRIUM_PASSWORD_HASH_COST`. */
  readonly passwordHashCost: ScryptCost;
  readonly logLevel: string;
  /**
   * The level of each request's line: `debug` when a person reads the output in a terminal (set by
   * `main`), so only `LOG_LEVEL=debug` shows them there; `info`, a service's log, otherwise.
   */
  readonly requestLogLevel?: RequestLogLevel;
  /**
   * Where storage objects' bytes live (`ATRIUM_STORAGE_BACKEND`, `ATRIUM_STORAGE_S3_*`). Holds the
   * S3 secret key: never log it whole.
   */
  readonly storage: StorageBackend;
  /**
   * The OpenAI-compatible provider that names SQL snippets (`ATRIUM_AI_PROVIDER`,
   * `ATRIUM_AI_API_KEY`, `ATRIUM_AI_MODEL`), or none: the parser names them. Serialises without its key.
   */
  readonly aiProvider?: AiProvider;
  /** The built web app to serve, if any. */
  readonly webRoot?: string;
  /** Where the docs site is built; looked at per request, so a build may finish after start. */
  readonly docsRoot?: string;
  /** Ids of the plugins that are switched on. */
  readonly plugins: readonly string[];
  /** Third-party plugin packages installed in this deployment (first-party ones always are). */
  readonly packages: readonly string[];
  /**
   * Folders of plugin packages developed outside Atrium's (`pnpm dev -- --plugin <folder>`,
   * `ATRIUM_DEV_PLUGINS`): loaded as if installed and switched on, their server parts reloaded
   * on every edit.
   */
  readonly devPlugins?: readonly string[];
  /** Each server module's own settings (`atrium.config.json` `modules`), handed to it alone. */
  readonly modules: Readonly<Record<string, Readonly<Record<string, unknown>>>>;
  /** The repository (or installation) root, from which plugin packages resolve. */
  readonly rootDir: string;
}

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce
    .number({ error: 'must be a port number from 0 to 65535' })
    .int()
    .min(0)
    .max(65535)
    .default(8000),
  ATRIUM_DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  ATRIUM_PLATFORM_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  ATRIUM_HOSTED: z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  ATRIUM_PROJECTS_DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  ATRIUM_MEMBER_ROLE: z
    .string()
    .min(1)
    .max(63, { error: 'must be a role name of at most 63 bytes' })
    .optional(),
  ATRIUM_PROJECT_CONNECTION_LIMIT: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int()
    .positive()
    .optional(),
  ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION: z.coerce
    .number({ error: 'must be a whole number of projects' })
    .int()
    .positive()
    .default(DEFAULT_PROJECTS_PER_ORGANIZATION),
  ATRIUM_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(120_000),
  ATRIUM_CSV_EXPORT_LIMIT: z.coerce
    .number({ error: 'must be a whole number of rows (0 for no limit)' })
    .int()
    .min(0)
    .default(DEFAULT_CSV_EXPORT_LIMIT),
  ATRIUM_UPLOAD_STALL_MS: z.coerce
    .number({ error: 'must be a whole number of milliseconds' })
    .int()
    .positive()
    .default(UPLOAD_STALL_MS),
  ATRIUM_SECRET_KEY: z.string().min(16).optional(),
  ATRIUM_ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ATRIUM_ADMIN_PASSWORD: z
    .string()
    .min(MIN_PASSWORD_LENGTH, { error: `must be at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(MAX_PASSWORD_LENGTH)
    .optional(),
  ATRIUM_DB_POOL_SIZE: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int()
    .positive()
    .default(10),
  ATRIUM_PROJECT_CONNECTION_BUDGET: z.coerce
    .number({ error: 'must be a whole number of connections' })
    .int()
    .positive()
    .default(DEFAULT_PROJECT_CONNECTION_BUDGET),
  ATRIUM_QUERY_ROW_LIMIT: z.coerce
    .number({ error: 'must be a whole number of rows (0 for no limit)' })
    .int()
    .min(0)
    .default(DEFAULT_QUERY_ROW_LIMIT),
  ATRIUM_QUERY_BYTE_LIMIT: z.coerce
    .number({ error: 'must be a whole number of bytes (0 for no limit)' })
    .int()
    .min(0)
    .default(DEFAULT_QUERY_BYTE_LIMIT),
  ATRIUM_ALLOWED_HOSTS: z.string().optional(),
  ATRIUM_PROJECT_API_ORIGINS: z.string().default('*'),
  ATRIUM_JSON_BODY_LIMIT_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive()
    .default(DEFAULT_JSON_BODY_LIMIT_MB),
  ATRIUM_DEV_PROXY_SECRET: z.string().min(32).optional(),
  ATRIUM_PASSWORD_HASH_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number of hashes' })
    .int()
    .positive()
    .default(DEFAULT_HASHING_CONCURRENCY),
  // Below the default only for tests (README): the lowest is still scrypt at 1 MiB a hash.
  ATRIUM_PASSWORD_HASH_COST: z.coerce
    .number({ error: 'must be a whole number from 10 to 16' })
    .int({ error: 'must be a whole number from 10 to 16' })
    .min(10, { error: 'must be a whole number from 10 to 16' })
    .max(16, { error: 'must be a whole number from 10 to 16' })
    .default(SCRYPT_PARAMS.log2N),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ATRIUM_PLUGINS: z.string().optional(),
  ATRIUM_DEV_PLUGINS: z.string().optional(),
});

const fileSchema = z
  .object({
    plugins: z.array(z.string().min(1)).optional(),
    packages: z.array(z.string().min(1)).optional(),
    modules: z.record(z.string(), z.record(z.string(), z.unknown())).optional(),
  })
  .loose();

/**
 * Reads the deployment's configuration from the environment and `atrium.config.json` in the
 * project root. Invalid values fail start-up with a message naming the variable.
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  rootDir = process.cwd(),
): AtriumConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  const storage = readStorageBackend(present);
  const aiProvider = readAiProvider(present);
  if (!e.ATRIUM_ADMIN_EMAIL !== !e.ATRIUM_ADMIN_PASSWORD) {
    throw new Error(
      'Invalid configuration: ATRIUM_ADMIN_EMAIL and ATRIUM_ADMIN_PASSWORD are set together or not at all',
    );
  }
  if (e.ATRIUM_MEMBER_ROLE && !e.DATABASE_URL) {
    throw new Error(
      'Invalid configuration: ATRIUM_MEMBER_ROLE applies to an external DATABASE_URL only (the embedded cluster has its own owner role)',
    );
  }
  const deployment = readDeploymentFile(join(rootDir, 'atrium.config.json'));
  const webRoot = join(rootDir, 'core', 'dist');
  const docsRoot = join(rootDir, 'docs', 'site', 'dist');
  return {
    host: e.HOST,
    port: e.PORT,
    stateDir: resolve(rootDir, e.ATRIUM_DATA_DIR ?? '.atrium'),
    databaseUrl: e.DATABASE_URL,
    platformDatabaseUrl: e.ATRIUM_PLATFORM_DATABASE_URL,
    hosted: e.ATRIUM_HOSTED,
    projectsDatabaseUrl: e.ATRIUM_PROJECTS_DATABASE_URL,
    memberRole: e.ATRIUM_MEMBER_ROLE,
    projectConnectionLimit:
      e.ATRIUM_PROJECT_CONNECTION_LIMIT ?? defaultProjectConnectionLimit(e.ATRIUM_DB_POOL_SIZE),
    projectsPerOrganization: e.ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION,
    statementTimeoutMs: e.ATRIUM_STATEMENT_TIMEOUT_MS,
    csvExportLimit: e.ATRIUM_CSV_EXPORT_LIMIT,
    uploadStallMs: e.ATRIUM_UPLOAD_STALL_MS,
    secretKey: e.ATRIUM_SECRET_KEY,
    owner:
      e.ATRIUM_ADMIN_EMAIL && e.ATRIUM_ADMIN_PASSWORD
        ? { email: e.ATRIUM_ADMIN_EMAIL, password: e.ATRIUM_ADMIN_PASSWORD }
        : undefined,
    dbPoolSize: e.ATRIUM_DB_POOL_SIZE,
    projectConnectionBudget: e.ATRIUM_PROJECT_CONNECTION_BUDGET,
    queryRowLimit: e.ATRIUM_QUERY_ROW_LIMIT,
    queryByteLimit: e.ATRIUM_QUERY_BYTE_LIMIT,
    allowedHosts: e.ATRIUM_ALLOWED_HOSTS
      ? commaList(e.ATRIUM_ALLOWED_HOSTS)
      : defaultAllowedHosts(e.HOST),
    jsonBodyLimitBytes: Math.round(e.ATRIUM_JSON_BODY_LIMIT_MB * 1024 * 1024),
    projectApiOrigins: commaList(e.ATRIUM_PROJECT_API_ORIGINS),
    devProxySecret: e.ATRIUM_DEV_PROXY_SECRET,
    passwordHashConcurrency: e.ATRIUM_PASSWORD_HASH_CONCURRENCY,
    passwordHashCost: { ...SCRYPT_PARAMS, log2N: e.ATRIUM_PASSWORD_HASH_COST },
    logLevel: e.LOG_LEVEL,
    storage,
    aiProvider,
    webRoot: existsSync(join(webRoot, 'index.html')) ? webRoot : undefined,
    docsRoot,
    plugins: e.ATRIUM_PLUGINS
      ? commaList(e.ATRIUM_PLUGINS)
      : (deployment.plugins ?? FIRST_PARTY_PLUGINS),
    packages: deployment.packages ?? [],
    devPlugins: devPluginFolders(e.ATRIUM_DEV_PLUGINS, rootDir),
    modules: deployment.modules ?? {},
    rootDir,
  };
}

const commaList = (text: string) =>
  text
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** `atrium.config.json`: which plugins are on, and which third-party packages are installed. */
function readDeploymentFile(file: string): z.infer<typeof fileSchema> {
  if (!existsSync(file)) return {};
  const parsed = fileSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`Invalid ${file}: ${parsed.error.message}`);
  return parsed.data;
}
