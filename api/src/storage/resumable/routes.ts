import { Hono, type Context } from 'hono';
import {
  acceptsBody,
  projectApiRoot,
  runsAsCaller,
  type ProjectApiEnv,
} from '../../project-api/index.js';
import { callerOf } from '../storage-caller.js';
import type { StorageServices } from '../storage-services.js';
import { answerTus, RESUMABLE_UPLOAD_PATH, tusServerFor, type UploadParts } from './tus-server.js';

/** Where uploads live under the root a request came through: its project's when it names one. */
const uploadsPathOf = (pathRef: string | undefined) =>
  `${pathRef === undefined ? '' : projectApiRoot(pathRef)}${RESUMABLE_UPLOAD_PATH}`;

/**
 * The tus protocol at `/storage/v1/upload/resumable` as storage-js users' tus clients speak it:
 * POST creates an upload (`x-upsert` decides whether it may replace an object), HEAD reads its
 * offset to resume, PATCH appends bytes, DELETE abandons it. Each request runs as its caller.
 * Unfinished bytes are never served: GET is refused. CORS is the project API surface's alone,
 * so the tus server's own headers for it are dropped.
 */
export function resumableUploadRoutes(services: StorageServices, parts: () => UploadParts) {
  const tus = async (c: Context<ProjectApiEnv>) => {
    const server = tusServerFor(
      services,
      parts(),
      callerOf(c),
      c.req.header('x-upsert') === 'true',
      uploadsPathOf(c.get('pathRef')),
    );
    return answerTus(server, c.req.raw);
  };
  return (
    new Hono<ProjectApiEnv>()
      .post('/upload/resumable', runsAsCaller(), acceptsBody('stream'), tus)
      .patch('/upload/resumable/:id', runsAsCaller(), acceptsBody('stream'), tus)
      .delete('/upload/resumable/:id', runsAsCaller(), acceptsBody('stream'), tus)
      // Hono answers HEAD through the GET route; a GET itself would read unfinished bytes. Async,
      // so both answers are one Promise: TypeScript 7 matches no handler overload of Hono's to a
      // Promise or a Response.
      .get('/upload/resumable/:id', runsAsCaller(), acceptsBody('stream'), async (c) =>
        c.req.method === 'HEAD' ? tus(c) : c.text('Method Not Allowed\n', 405),
      )
  );
}
