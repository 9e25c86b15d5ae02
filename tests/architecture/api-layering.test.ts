import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { layeringViolations } from './api-layering.js';

/**
 * docs/architecture/api.md: the kernel (`db`, `sql`, `http`, `postgres`) MUST NOT import an area
 * (every other folder of `api/src`), and an area MUST import another only through its `index.ts`.
 */
const API_SRC = fileURLToPath(new URL('../../api/src', import.meta.url));
const FIXTURE = fileURLToPath(new URL('./fixtures/api-layering', import.meta.url));

/**
 * The crossings the API still has, each to be removed, none to be added: the test fails on a new
 * one and on one that is gone, so this list only shrinks.
 */
const REMAINING = [
  'auth/access-cache.ts -> platform/platform-notices.js',
  'auth/auth-context.ts -> platform/secret-box.js',
  'auth/routes/setup.ts -> platform/default-project.js',
  'http/audit-trail.ts -> platform/audit-log.js',
  'http/audit-trail.ts -> platform/principal.js',
  'http/env.ts -> auth/sessions.js',
  'http/env.ts -> permissions/grants-for.js',
  'http/env.ts -> permissions/model.js',
  'http/env.ts -> platform/principal.js',
  'http/env.ts -> projects/registry.js',
  'http/forget-access-after-changes.ts -> auth/access-cache.js',
  'http/permission-middleware.ts -> auth/access-cache.js',
  'http/permission-middleware.ts -> auth/auth-error.js',
  'http/permission-middleware.ts -> auth/sessions.js',
  'http/permission-middleware.ts -> permissions/grants-for.js',
  'http/permission-middleware.ts -> permissions/model.js',
  'http/permission-middleware.ts -> platform/principal.js',
  'module/define-module.ts -> plugins/project-lookup.js',
  'module/define-module.ts -> project-api/project-api-env.js',
  'module/index.ts -> project-api/as-caller.js',
  'module/index.ts -> project-api/body-policy.js',
  'module/index.ts -> project-api/project-api-declarations.js',
  'module/index.ts -> project-api/project-api-env.js',
  'permissions/grants-for.ts -> auth/access-cache.js',
  'permissions/grants-for.ts -> platform/principal.js',
  'pg-meta/index.ts -> platform/principal.js',
  'pg-meta/index.ts -> projects/registry.js',
  'pg-meta/schemas/sql.ts -> permissions/protected-schemas.js',
  'pg-meta/shared/project-db.ts -> projects/registry.js',
  'pg-meta/shared/system-schemas.ts -> permissions/protected-schemas.js',
  'pg-meta/shared/system-schemas.ts -> permissions/protected-schemas.js',
  'platform/default-project-role.ts -> projects/bootstrap-owner-role.js',
  'platform/default-project-role.ts -> projects/closed-databases.js',
  'platform/default-project.ts -> projects/projects-server.js',
  'platform/default-project.ts -> projects/registry.js',
  'platform/organizations/invitations.ts -> permissions/model.js',
  'platform/organizations/members.ts -> permissions/model.js',
  'platform/principal.ts -> auth/auth-error.js',
  'platform/users-port.ts -> auth/password-hash.js',
  'platform/users-port.ts -> auth/password-policy.js',
  'platform/users-port.ts -> auth/users.js',
  'plugins/load-server-plugins.ts -> module/define-module.js',
  'plugins/load-server-plugins.ts -> module/module-report.js',
  'plugins/project-lookup.ts -> projects/registry.js',
  'plugins/server-plugin.ts -> module/define-module.js',
  'plugins/server-plugin.ts -> module/define-module.js',
  'project-api/mount-project-api-routes.ts -> module/define-module.js',
  'project-api/mount-project-api-routes.ts -> module/module-report.js',
  'project-api/project-api-env.ts -> projects/registry.js',
  'project-api/project-jwt-secrets.ts -> platform/secret-box.js',
  'project-api/verify-project-key.ts -> platform/secret-box.js',
  'project-api/verify-project-key.ts -> projects/registry.js',
  'projects/closed-databases.ts -> platform/platform-database.js',
  'projects/connection-limits.ts -> platform/default-project.js',
  'projects/delete-project.ts -> platform/default-project.js',
  'projects/lost-password.ts -> platform/secret-box.js',
  'projects/project-notices.ts -> platform/platform-notices.js',
  'projects/provision.ts -> platform/secret-box.js',
  'projects/provision.ts -> project-api/project-jwt-secrets.js',
  'projects/registry.ts -> platform/secret-box.js',
  'projects/repoint-projects.ts -> platform/default-project.js',
  'projects/repoint-projects.ts -> platform/secret-box.js',
  'routes/health.ts -> module/module-report.js',
  'routes/organizations/audit.ts -> platform/audit-log.js',
  'routes/organizations/audit.ts -> platform/organizations/organizations.js',
  'routes/organizations/index.ts -> platform/organizations/organizations.js',
  'routes/organizations/index.ts -> platform/principal.js',
  'routes/organizations/index.ts -> projects/hosted-only.js',
  'routes/organizations/index.ts -> projects/hosted-projects.js',
  'routes/organizations/invitations.ts -> auth/rate-limiter.js',
  'routes/organizations/invitations.ts -> platform/organizations/invitations.js',
  'routes/organizations/invitations.ts -> platform/organizations/members.js',
  'routes/organizations/invitations.ts -> platform/organizations/organizations.js',
  'routes/organizations/invitations.ts -> platform/principal.js',
  'routes/organizations/members.ts -> permissions/model.js',
  'routes/organizations/members.ts -> platform/organizations/members.js',
  'routes/organizations/members.ts -> platform/organizations/organizations.js',
  'routes/organizations/members.ts -> platform/users-port.js',
  'routes/organizations/schemas.ts -> permissions/model.js',
  'routes/organizations/schemas.ts -> pg-meta/shared/decimal.js',
  'routes/organizations/schemas.ts -> pg-meta/shared/id-param.js',
  'routes/profile.ts -> platform/audit-log.js',
  'routes/profile.ts -> platform/principal.js',
  'routes/projects/create.ts -> projects/hosted-only.js',
  'routes/projects/create.ts -> projects/hosted-projects.js',
  'routes/projects/index.ts -> platform/principal.js',
  'routes/projects/index.ts -> projects/hosted-only.js',
  'routes/projects/index.ts -> projects/hosted-projects.js',
  'routes/projects/index.ts -> projects/project-rows.js',
];

describe('the API layering', () => {
  it('sees a deliberate violation in a fixture', () => {
    expect(layeringViolations(FIXTURE)).toEqual([
      'db/pool.ts -> auth/index.js',
      'platform/store.ts -> auth/sessions.js',
      'reports/usage.ts -> platform/store.js',
    ]);
  });

  it('has no kernel-to-area or past-the-index import but the remaining ones', () => {
    expect(layeringViolations(API_SRC)).toEqual(REMAINING);
  });

  it('keeps db, sql and postgres, the kernel under every area, free of areas already', () => {
    const kernelCore = layeringViolations(API_SRC).filter((v) => /^(db|sql|postgres)\//.test(v));
    expect(kernelCore).toEqual([]);
  });
});
