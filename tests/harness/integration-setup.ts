import type { TestProject } from 'vitest/node';
import { createPlatformTemplate } from './platform-template.js';
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

/**
 * One embedded Postgres and one API server for the whole integration run, its owner signed in, and
 * the migrated platform database that fresh ones are cloned from.
 */
export default async function setup(project: TestProject) {
  const instance = await startTestInstance('integration');
  try {
    await createPlatformTemplate(instance.projectDbUrl);
  } catch (error) {
    await instance.close();
    throw error;
  }
  project.provide('apiUrl', instance.atrium.url);
  project.provide('projectDbUrl', instance.projectDbUrl);
  project.provide('memberDbUrl', instance.memberDbUrl);
  project.provide('ownerToken', instance.token!);
  return () => instance.close();
}
