import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';

interface ErrorBody {
  error: { message: string; code: string };
}

/** Self-hosted mode (the default) has one organization and one project: it creates neither. */
describe('self-hosted mode refuses what only hosted mode does', () => {
  it('is not hosted', async () => {
    const { body } = await api<{ hosted: boolean }>('GET', '/platform/deployment');
    expect(body.hosted).toBe(false);
  });

  it('creates no organization', async () => {
    const { status, body } = await api<ErrorBody>('POST', '/platform/organizations', {
      name: 'Acme',
    });
    expect(status).toBe(403);
    expect(body.error).toEqual({
      code: 'hosted_only',
      message: 'Organizations are created in hosted mode only (ATRIUM_HOSTED=true)',
    });
  });

  it('creates and deletes no project, even for the Owner', async () => {
    const created = await api<ErrorBody>('POST', '/platform/organizations/default/projects', {
      name: 'Second',
    });
    expect(created.status).toBe(403);
    expect(created.body.error).toEqual({
      code: 'hosted_only',
      message: 'Projects are created in hosted mode only (ATRIUM_HOSTED=true)',
    });
    const deleted = await api<ErrorBody>('DELETE', '/platform/projects/default');
    expect(deleted.status).toBe(403);
    expect(deleted.body.error.code).toBe('hosted_only');
  });

  it('describes the default project, with its organization', async () => {
    const { status, body } = await api('GET', '/platform/projects/default');
    expect(status).toBe(200);
    expect(body).toEqual({
      ref: 'default',
      name: 'Default project',
      status: 'ACTIVE_HEALTHY',
      organization_slug: 'default',
      organization_name: 'Default organization',
    });
  });
});
