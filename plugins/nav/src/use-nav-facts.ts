import { useMemo } from 'react';
import { useApiQuery, usePluginContext, type ConditionFacts } from '@atrium/core/plugin-api';

/**
 * Services of a self-hosted project: Atrium runs auth, storage, realtime and the REST API itself;
 * edge functions and a connection pooler are hosted-platform features.
 */
const SELF_HOSTED_SERVICES: ReadonlySet<string> = new Set([
  'auth',
  'storage',
  'realtime',
  'postgrest',
]);
const NO_ADDONS: ReadonlySet<string> = new Set();
const NO_EXTENSIONS: ReadonlySet<string> = new Set();

/** One query for every extension condition; the list is short and changes rarely. */
export const EXTENSIONS_SQL = 'select extname from pg_extension';

/** What the menu reads of a project: its organization, for `{slug}` in project menu hrefs. */
export interface ProjectSummary {
  readonly ref: string;
  readonly organization_slug: string;
}

export interface NavFactsState {
  readonly facts: ConditionFacts;
  /** The project in view, once the project list has loaded. */
  readonly project: ProjectSummary | undefined;
  readonly projectLoading: boolean;
}

/** What the menu's conditions are evaluated against, for the project `ref` (if any). */
export function useNavFacts(ref: string | undefined): NavFactsState {
  const { can, hosted, isFlagOn } = usePluginContext();
  const extensions = useApiQuery<{ extname: string }[]>(
    ref ? ['projects', ref, 'extensions', 'installed'] : null,
    (api) =>
      api.platform['pg-meta'][':ref'].query.$post({
        param: { ref: ref ?? '' },
        json: { query: EXTENSIONS_SQL },
      }),
  );
  // Same key and shape as core's projects page, so SWR shares one request and one cache entry.
  const projects = useApiQuery<ProjectSummary[]>(ref ? ['projects'] : null, (api) =>
    api.platform.projects.$get(),
  );
  const installed = useMemo(() => {
    if (!ref) return NO_EXTENSIONS;
    // A failed read (no SQL permission, database down) hides the items instead of a skeleton forever.
    if (extensions.error) return NO_EXTENSIONS;
    return extensions.data ? new Set(extensions.data.map((row) => row.extname)) : undefined;
  }, [ref, extensions.data, extensions.error]);
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
