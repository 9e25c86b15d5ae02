import { Hono } from 'hono';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { onlyWhenHosted } from '../hosted-only.js';
import type { HostedProjects } from '../hosted-projects.js';
import { projectBody } from './body.js';

/**
 * `POST /platform/organizations/:slug/projects` (hosted mode): answers 201 with the project
 * `COMING_UP`; its database is created and bootstrapped after the answer.
 */
export const organizationProjectRoutes = (hosted?: HostedProjects) =>
  new Hono<AppEnv>().post(
    '/',
    requires('platform:write', 'projects'),
    audited('project.created'),
    onlyWhenHosted(hosted !== undefined, 'Projects are created'),
    validate('json', projectBody),
    async (c) => {
      const { name } = c.req.valid('json');
      noteAudit(c, { target: name });
      const project = await hosted!.create(c.req.param('slug')!, name);
      noteAudit(c, { details: { ref: project.ref } });
      return c.json(project, 201);
    },
  );
