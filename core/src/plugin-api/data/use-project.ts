import type { PgMetaClient } from '@atrium/api/client';
import { useServices } from '../../host/services-context.js';
import { usePluginContext } from '../hooks.js';
import { metadataApi, type ApiArea } from './api-area.js';

/** Thrown by a project data hook used where no project is in view. */
export class NoProjectError extends Error {
  constructor(hook: string) {
    super(
      `${hook} reads a project's data, but no project is in view: call it only on a screen under /project/:ref/`,
    );
    this.name = 'NoProjectError';
  }
}

/** The project in view, or a clear error naming the hook that needed it. */
export function useProjectRefOf(hook: string): string {
  const ref = usePluginContext().projectRef;
  if (ref === undefined) throw new NoProjectError(hook);
  return ref;
}

/**
 * The clients of the project in view: the metadata API's, and any other area's (`clientOf(area)`),
 * each made once per project by core's one client factory.
 */
export interface ProjectClients {
  readonly ref: string;
  readonly pgMeta: PgMetaClient;
  clientOf<Client>(area: ApiArea<Client>): Client;
}

export function useProjectClients(hook = 'useProjectClients'): ProjectClients {
  const clients = useClientsOfProjectInView();
  if (!clients) throw new NoProjectError(hook);
  return clients;
}

/** The clients of the project in view, or `undefined` outside a project. */
export function useClientsOfProjectInView(): ProjectClients | undefined {
  const ref = usePluginContext().projectRef;
  const { projectClient } = useServices();
  if (ref === undefined) return undefined;
  return {
    ref,
    pgMeta: projectClient(metadataApi, ref),
    clientOf: (area) => projectClient(area, ref),
  };
}

/**
 * The metadata API of the project in view, as typed clients per resource group:
 * `pgMeta.relations.tables.$get({ query })`. For reads a screen does not cache (a CSV export's
 * stream); cached reads use `useProjectQuery`, writes `useProjectMutation`. Throws outside a
 * project.
 */
export function usePgMeta(): { ref: string; pgMeta: PgMetaClient } {
  const { ref, pgMeta } = useProjectClients('usePgMeta');
  return { ref, pgMeta };
}
