import { Hono } from 'hono';
import { keyOptional, runsAsCaller, type ProjectApiEnv } from '../../project-api/index.js';
import { storageErrorResponse, storageErrors } from '../storage-error.js';

/**
 * storage-api's image transformations (`/render/image/...`, what storage-js's `transform` option
 * calls) are not offered: a clear 501 rather than the untransformed image.
 */
export const renderRoutes = () =>
  new Hono<ProjectApiEnv>().get('/render/image/:rest{.+}', runsAsCaller(), keyOptional(), (c) =>
    storageErrorResponse(
      c,
      storageErrors.notSupported(
        'Image transformations are not available on this server; download the object without transform options',
      ),
    ),
  );
