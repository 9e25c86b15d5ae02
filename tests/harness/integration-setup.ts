import type { TestProject } from 'vitest/node';
import { startTestInstance } from './start-instance.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    /** The default project's database as the cluster's superuser: Atrium's own role there. */
    projectDbUrl: string;
    /** The same database as the role members' SQL runs as (what `directQuery` uses). */
    memberDbUrl: string;
    /** The owner's personal access token on the shared API (`Authorization: Bearer ...`). */
    ownerToken: string;
  }
}

/** One embedded Postgres and one API server for the whole integration run, its owner signed in. */
export default async function setup(project: TestProject) {
  const instance = await startTestInstance('integration');
  project.provide('apiUrl', instance.atrium.url);
  project.provide('projectDbUrl', instance.projectDbUrl);
  project.provide('memberDbUrl', instance.memberDbUrl);
  project.provide('ownerToken', instance.token!);
  return () => instance.close();
}
