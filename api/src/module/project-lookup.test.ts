import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import type { ActiveSession } from '../auth/sessions/store.js';
import type { AppEnv } from '../http/env.js';
import { handleError } from '../http/error-handler.js';
import type { GrantTarget } from '../permissions/grants-for.js';
import { ALL_GRANTS } from '../permissions/model.js';
import type { ProjectRegistry } from '../projects/registry.js';
import { projectLookup, type ProjectLookup } from './project-lookup.js';

const member: ActiveSession = {
  kind: 'session',
  id: 's',
  userId: '00000000-0000-4000-8000-000000000001',
  email: 'a@b.test',
  aal: 'aal1',
  amr: [],
  nextLevel: 'aal1',
};

/** A plugin route resolving `:ref` for a caller who is a member of project `mine` only. */
function pluginApp(view: ProjectLookup, session: ActiveSession | undefined) {
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('session', session);
      c.set('memberGrants', async (_principal, target: GrantTarget) =>
        'projectRef' in target && target.projectRef === 'mine' ? ALL_GRANTS : [],
      );
      await next();
    })
    .get('/:ref', async (c) => c.json((await view.resolve(c, c.req.param('ref'))).ref))
    .onError(handleError);
}

describe('projectLookup', () => {
  const registry = {
    resolve: vi.fn(async (ref: string) => ({ ref })),
    upsert: vi.fn(),
    close: vi.fn(),
  };
  const view = projectLookup(registry as unknown as ProjectRegistry);

  it("resolves the caller's own projects through the registry", async () => {
    const response = await pluginApp(view, member).request('/mine');
    expect(response.status).toBe(200);
    expect(await response.json()).toBe('mine');
    expect(registry.resolve).toHaveBeenCalledWith('mine');
  });

  it('answers not found for a project the caller cannot reach, without loading it', async () => {
    registry.resolve.mockClear();
    for (const session of [member, undefined]) {
      const response = await pluginApp(view, session).request('/theirs');
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'project_not_found', message: 'Project not found' },
      });
    }
    expect(registry.resolve).not.toHaveBeenCalled();
  });

  it('offers nothing but resolve, not even by a cast', () => {
    expect(Object.keys(view)).toEqual(['resolve']);
    expect((view as unknown as Partial<ProjectRegistry>).upsert).toBeUndefined();
    expect(Object.isFrozen(view)).toBe(true);
  });
});
