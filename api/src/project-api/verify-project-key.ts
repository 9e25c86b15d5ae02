import { createMiddleware } from 'hono/factory';
import { decodeJwt, jwtVerify, type JWTPayload } from 'jose';
import type { Queryable } from '../db/queryable.js';
import type { SecretBox } from '../platform/index.js';
import type { ProjectRegistry } from '../projects/index.js';
import {
  PROJECT_API_ROLES,
  type ProjectApiClaims,
  type ProjectApiEnv,
  type ProjectApiRole,
} from './project-api-env.js';
import { isKeyOptional } from './key-optional.js';
import { projectApiError } from './project-api-error.js';
import { projectJwtSecret } from './project-jwt-secrets.js';
import { PROJECT_KEY_ALGORITHM } from './project-keys.js';

export interface ProjectKeyDependencies {
  readonly platform: Queryable;
  readonly secrets: SecretBox;
  readonly projects: Pick<ProjectRegistry, 'resolve'>;
}

const isRole = (role: unknown): role is ProjectApiRole =>
  PROJECT_API_ROLES.includes(role as ProjectApiRole);

/**
 * The project API's one credential check. The `apikey` header is required; its `ref` claim names
 * the project, and it must verify with that project's JWT secret (HS256 only). The bearer JWT,
 * when sent, must verify with the same secret (so it is the same project's) and name no other
 * `ref`; without one, the key's own claims stand. The role claimed must be `anon`,
 * `authenticated` or `service_role`. Anything else, Atrium's own session tokens included (they
 * are signed with another key), is 401 in the storage API's shape. No session is resolved here.
 * A route declaring `keyOptional()` is reached without a key, and then gets no project or role.
 * Under `/project-api/{ref}` (`pathRef`), a key of any other project is refused.
 */
export const verifyProjectKey = (deps: ProjectKeyDependencies) =>
  createMiddleware<ProjectApiEnv>(async (c, next) => {
    const apikey = c.req.header('apikey');
    if (!apikey && isKeyOptional(c)) return next();
    if (!apikey) return projectApiError(c, 401, 'InvalidJWT', 'No API key found in request');
    const ref = refOf(apikey);
    const found =
      ref === undefined ? undefined : await projectJwtSecret(deps.platform, deps.secrets, ref);
    if (!found || !ref) return projectApiError(c, 401, 'InvalidJWT', 'Invalid API key');
    const pathRef = c.get('pathRef');
    if (pathRef !== undefined && pathRef !== ref) {
      return projectApiError(c, 401, 'InvalidJWT', 'Invalid API key: it is for another project');
    }
    const key = new TextEncoder().encode(found.secret);
    const keyClaims = await verified(apikey, key);
    if (!keyClaims)
      return projectApiError(c, 401, 'InvalidJWT', 'Invalid API key: bad signature or expired');
    // A malformed `Authorization` is refused, never ignored in favour of the key.
    const authorization = c.req.header('authorization');
    const bearer = authorization === undefined ? undefined : (bearerToken(authorization) ?? '');
    const claims = bearer === undefined ? keyClaims : await verified(bearer, key);
    if (!claims)
      return projectApiError(
        c,
        401,
        'InvalidJWT',
        'Invalid JWT: bad signature, expired, or not this project’s',
      );
    if (claims.ref !== undefined && claims.ref !== ref) {
      return projectApiError(c, 401, 'InvalidJWT', 'Invalid JWT: it is for another project');
    }
    if (!isRole(claims.role)) {
      return projectApiError(
        c,
        401,
        'InvalidJWT',
        'Invalid JWT: role must be anon, authenticated or service_role',
      );
    }
    c.set('project', await deps.projects.resolve(ref));
    c.set('role', claims.role);
    c.set('claims', claims as ProjectApiClaims);
    await next();
  });

function refOf(token: string): string | undefined {
  try {
    const { ref } = decodeJwt(token);
    return typeof ref === 'string' ? ref : undefined;
  } catch {
    return undefined;
  }
}

async function verified(token: string, key: Uint8Array): Promise<JWTPayload | undefined> {
  try {
    return (await jwtVerify(token, key, { algorithms: [PROJECT_KEY_ALGORITHM] })).payload;
  } catch {
    return undefined;
  }
}

function bearerToken(header: string): string | undefined {
  const match = header.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}
