import { Hono } from 'hono';
import { z } from 'zod';
import { notFound } from '../../http/api-error.js';
import { noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { audited, type ModuleDatabase } from '../../module/index.js';
import type { StorageBackend } from '../backends/storage-backend.js';
import { MAX_UPLOAD_LIMIT_BYTES } from '../upload-limits.js';
import { readUploadLimit, saveUploadLimit } from './store.js';

/** The project's storage settings as the hosted platform answers them. */
export interface StorageConfigJson {
  readonly fileSizeLimit: number;
  /** No plan exists here, so no project is held to the free plan's fixed 50 MB. */
  readonly isFreeTier: false;
  readonly features: { readonly imageTransformation: { readonly enabled: false } };
  /** Which byte store holds the deployment's bytes (`ATRIUM_STORAGE_BACKEND`), never its settings. */
  readonly backend: StorageBackend['kind'];
}

const newSettings = z.object({
  fileSizeLimit: z
    .number({ message: 'fileSizeLimit must be a number of bytes' })
    .int('fileSizeLimit must be a whole number of bytes')
    .positive('fileSizeLimit must be at least 1 byte')
    .max(MAX_UPLOAD_LIMIT_BYTES, 'Maximum limit is up to 50 GB.'),
});

const configOf = (fileSizeLimit: number, backend: StorageBackend['kind']): StorageConfigJson => ({
  fileSizeLimit,
  isFreeTier: false,
  features: { imageTransformation: { enabled: false } },
  backend,
});

/**
 * `/projects/:ref/config/storage` (under `/platform`): the project's upload limit, which every
 * upload path enforces (`StorageServices.uploadLimit`). Reading it takes storage admin read,
 * changing it storage admin write; a change is audited as `storage:settings.updated`.
 */
export const storageSettingsRoutes = (database: ModuleDatabase, backend: StorageBackend['kind']) =>
  new Hono<AppEnv>()
    .get('/projects/:ref/config/storage', requires('storage:admin:read', 'config'), async (c) => {
      const limit = await database.transaction(
        (client) => readUploadLimit(client, c.req.param('ref')),
        c.req.raw.signal,
      );
      return c.json(configOf(limit, backend));
    })
    .patch(
      '/projects/:ref/config/storage',
      requires('storage:admin:write', 'config'),
      audited('settings.updated'),
      validate('json', newSettings),
      async (c) => {
        const { fileSizeLimit } = c.req.valid('json');
        noteAudit(c, { details: { fileSizeLimit } });
        const saved = await database.transaction(
          (client) => saveUploadLimit(client, c.req.param('ref'), fileSizeLimit),
          c.req.raw.signal,
        );
        if (!saved) throw notFound('Project not found');
        return c.json(configOf(fileSizeLimit, backend));
      },
    );
