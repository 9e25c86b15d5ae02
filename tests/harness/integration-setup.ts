import type { TestProject } from 'vitest/node';
import { startTestInstance } from './start-instance.js';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    projectDbUrl: string;
  }
}

/** One embedded Postgres and one API server for the whole integration run. */
export default async function setup(project: TestProject) {
  const instance = await startTestInstance('integration');
  project.provide('apiUrl', instance.atrium.url);
  project.provide('projectDbUrl', instance.projectDbUrl);
  return () => instance.close();
}
