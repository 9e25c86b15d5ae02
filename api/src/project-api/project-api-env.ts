import type { JWTPayload } from 'jose';
import type { Logger } from 'pino';
import type { Project } from '../projects/index.js';

/** The Postgres roles a project-API caller may be: the closed set its keys and JWTs may claim. */
export const PROJECT_API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ProjectApiRole = (typeof PROJECT_API_ROLES)[number];

/** A verified project JWT's claims: policies read them as `request.jwt.claims`. */
export interface ProjectApiClaims extends JWTPayload {
  readonly role: ProjectApiRole;
}

/** What the project-API surface puts on the request context: never a session or grants. */
export interface ProjectApiEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** The project the `apikey`'s `ref` claim names, its key verified with its own secret. */
    project: Project;
    /** The role the bearer JWT (or, without one, the `apikey`) claims. */
    role: ProjectApiRole;
    claims: ProjectApiClaims;
    /**
     * The ref the request's path names (`/project-api/{ref}/...`, project-path.ts), when it names
     * one: a key MUST be that project's, and a keyless route reads that project.
     */
    pathRef?: string;
  };
}
