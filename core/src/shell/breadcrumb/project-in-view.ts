import type { OrganizationSummary, PlatformProject } from '../../projects/platform-types.js';

/** Self-hosted Atrium has one project; every page outside it still belongs to it. */
const SELF_HOSTED_PROJECT = 'default';

/** What the header's breadcrumb names: the organization and project in view, by name. */
export interface Crumbs {
  readonly organization?: { readonly slug: string; readonly name: string };
  readonly project?: PlatformProject;
}

/**
 * The organization and project the page is about: the project in `/project/{ref}/...` (or
 * self-hosted's only one anywhere else), and the organization in `/org/{slug}/...` or the
 * project's. Names come from the lists, so the header never shows a ref in place of a name.
 */
export function crumbsFor(
  path: string,
  hosted: boolean,
  organizations: readonly OrganizationSummary[],
  projects: readonly PlatformProject[],
): Crumbs {
  const ref = segment(path, 'project') ?? (hosted ? undefined : SELF_HOSTED_PROJECT);
  const project = ref === undefined ? undefined : projects.find((p) => p.ref === ref);
  const slug = segment(path, 'org') ?? project?.organization_slug;
  const organization =
    organizations.find((o) => o.slug === slug) ??
    (project && slug === project.organization_slug
      ? { slug, name: project.organization_name }
      : undefined);
  return { organization, project };
}

/** The decoded `{x}` of `/{prefix}/{x}/...`, if the path has one. */
function segment(path: string, prefix: 'project' | 'org'): string | undefined {
  const found = new RegExp(`^/${prefix}/([^/?#]+)`).exec(path)?.[1];
  return found === undefined ? undefined : decodeURIComponent(found);
}
