import type pg from 'pg';
import { deleteProject } from './delete-project.js';
import type { ProjectSummary } from './project/store.js';
import { insertWithinQuota } from './project-quota.js';
import type { ProjectProvisioner } from './provision.js';
import type { ProjectRegistry } from './registry.js';

/**
 * Creating and deleting projects, which only hosted mode does (`ATRIUM_HOSTED=true`); in
 * self-hosted mode the API has none of this and answers `hosted_only`.
 */
export class HostedProjects {
  constructor(
    private readonly platform: pg.Pool,
    private readonly projects: ProjectRegistry,
    private readonly provisioner: ProjectProvisioner,
    /** Most projects one organization may hold (`ATRIUM_HOSTED_PROJECTS_PER_ORGANIZATION`). */
    private readonly projectsPerOrganization: number,
  ) {}

  /**
   * Records the project as `COMING_UP` and answers; its database is made in the background.
   * An organization at its quota gets 409 `project_limit_reached`.
   */
  async create(organizationSlug: string, name: string): Promise<ProjectSummary> {
    const project = await insertWithinQuota(
      this.platform,
      organizationSlug,
      name,
      this.projectsPerOrganization,
    );
    this.provisioner.start(project.ref);
    return project;
  }

  /** Deletes the project; answers the organization it was in. */
  async delete(ref: string): Promise<{ organizationSlug: string }> {
    return deleteProject(
      { platform: this.platform, projects: this.projects, serverUrl: this.provisioner.serverUrl },
      ref,
    );
  }
}
