import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { onlyWhenHosted, type HostedProjects } from '../../projects/index.js';
import { projectBody } from './schemas.js';

/**
 * `POST /platform/organizations/:slug/projects` (hosted mode): answers 201 with the project
 * `COMING_UP`; its database is created and bootstrapped after the answer.
 */
export const organizationProjectRoutes = (hosted?: HostedProjects) =>
  new Hono<AppEnv>().post(
    '/',
    requires('platform:write', 'projects'),
    onlyWhenHosted(hosted !== undefined, 'Projects are created'),
    validate('json', projectBody),
    async (c) => {
      const project = await hosted!.create(c.req.param('slug')!, c.req.valid('json').name);
      return c.json(project, 201);
    },
  );
