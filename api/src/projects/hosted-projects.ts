import type pg from 'pg';
import { deleteProject } from './delete-project.js';
import { insertComingUpProject, type ProjectSummary } from './project-rows.js';
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
  ) {}

  /** Records the project as `COMING_UP` and answers; its database is made in the background. */
  async create(organizationSlug: string, name: string): Promise<ProjectSummary> {
    const project = await insertComingUpProject(this.platform, organizationSlug, name);
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
