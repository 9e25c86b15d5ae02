import { useMemo } from 'react';
import {
  useApiQuery,
  usePluginContext,
  SELF_HOSTED_SERVICES,
  type ApiClient,
  type ConditionFacts,
  type ResponseOf,
} from '@atrium/core/plugin-api';
import { useInstalledExtensions } from './data/extension-queries.js';

const NO_ADDONS: ReadonlySet<string> = new Set();

/** A project as the project list answers it: the menu reads its organization, for `{slug}`. */
type ProjectSummary = ResponseOf<ApiClient['platform']['projects']['$get']>[number];

export interface NavFactsState {
  readonly facts: ConditionFacts;
  /** The project in view, once the project list has loaded. */
  readonly project: ProjectSummary | undefined;
  readonly projectLoading: boolean;
}

/** What the menu's conditions are evaluated against, for the project `ref` (if any). */
export function useNavFacts(ref: string | undefined): NavFactsState {
  const { can, hosted, isFlagOn } = usePluginContext();
  const installed = useInstalledExtensions(ref);
  // Same key and shape as core's projects page, so SWR shares one request and one cache entry.
  const projects = useApiQuery(ref ? ['projects'] : null, (api) => api.platform.projects.$get());
  const facts = useMemo<ConditionFacts>(
    () => ({
      can,
      hosted,
      isFlagOn,
      // No API reports a hosted project's services or add-ons yet: the self-hosted facts stand in.
      services: SELF_HOSTED_SERVICES,
      extensions: installed,
      addons: NO_ADDONS,
    }),
    [can, hosted, isFlagOn, installed],
  );
  return {
    facts,
    project: projects.data?.find((p) => p.ref === ref),
    projectLoading: projects.isLoading,
  };
}
