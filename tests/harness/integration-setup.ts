import type { TestProject } from 'vitest/node';
import { startTestInstance } from './start-instance.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    projectDbUrl: string;
    /** The owner's personal access token on the shared API (`Authorization: Bearer ...`). */
    ownerToken: string;
  }
}

/** One embedded Postgres and one API server for the whole integration run, its owner signed in. */
export default async function setup(project: TestProject) {
  const instance = await startTestInstance('integration');
  project.provide('apiUrl', instance.atrium.url);
  project.provide('projectDbUrl', instance.projectDbUrl);
  project.provide('ownerToken', instance.token!);
  return () => instance.close();
}
