import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import type { SecretBox } from '../../platform/index.js';
import {
  createStorageCredential,
  listStorageCredentials,
  revokeStorageCredential,
} from './store.js';

const newCredential = z.object({ description: z.string().trim().min(1).max(100) });

/**
 * `/platform/storage/:ref/credentials`: the project's S3 access keys, for clients of
 * `/storage/v1/s3`. Listing them takes storage admin read, making and revoking storage admin
 * write. A key's secret is answered once, when made; a key is named by its id in paths and by its
 * description in the audit log, so no secret is ever in a URL or a log.
 */
export const storageCredentialRoutes = (platform: pg.Pool, secrets: SecretBox) =>
  new Hono<AppEnv>()
    .get('/', requires('storage:admin:read', 'credentials'), async (c) =>
      c.json(await listStorageCredentials(platform, c.req.param('ref')!)),
    )
    .post(
      '/',
      requires('storage:admin:write', 'credentials'),
      audited('storage_credential.created'),
      validate('json', newCredential),
      async (c) => {
        const { description } = c.req.valid('json');
        noteAudit(c, { target: description });
        const made = await createStorageCredential(
          platform,
          secrets,
          c.req.param('ref')!,
          description,
        );
        return c.json(made, 201);
      },
    )
    .delete(
      '/:id',
      requires('storage:admin:write', 'credentials'),
      audited('storage_credential.revoked'),
      async (c) => {
        const revoked = await revokeStorageCredential(
          platform,
          c.req.param('ref')!,
          c.req.param('id'),
        );
        if (!revoked) throw notFound('S3 access key not found');
        noteAudit(c, { target: revoked.description });
        return c.body(null, 204);
      },
    );
