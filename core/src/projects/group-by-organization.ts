import type { OrganizationSummary, PlatformProject } from './platform-types.js';

/** One organization on the projects page, with its projects in the order they came. */
export interface OrganizationGroup {
  readonly slug: string;
  readonly name: string;
  readonly projects: readonly PlatformProject[];
}

/**
 * The projects under their organizations: every organization the user belongs to, even one with
 * no project yet (where the first is created), in the order the organizations came (by name).
 * A project whose organization is not in the list still shows, under its own organization's name.
 */
export function groupByOrganization(
  organizations: readonly OrganizationSummary[],
  projects: readonly PlatformProject[],
): OrganizationGroup[] {
  const groups = new Map<string, { slug: string; name: string; projects: PlatformProject[] }>();
  for (const { slug, name } of organizations) groups.set(slug, { slug, name, projects: [] });
  for (const project of projects) {
    const slug = project.organization_slug;
    const group = groups.get(slug) ?? { slug, name: project.organization_name, projects: [] };
    group.projects.push(project);
    groups.set(slug, group);
  }
  return [...groups.values()];
}
