import { Hono } from 'hono';
import type pg from 'pg';
import { badRequest, forbidden, notFound } from '../../http/api-error.js';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { currentPrincipal } from '../../http/principal.js';
import { validate } from '../../http/validate.js';
import { contentChangeBody, favoriteBody, idsQuery, listQuery, newContentBody } from './body.js';
import { changeContent, createContent, deleteContent, listContent, setFavorite } from './store.js';

/** Spec section 8 treats this message as "already gone" when deleting. */
const NOT_FOUND = 'Content not found';
const NOT_OWNER = 'Only the owner of this query can rename, share or delete it';

/**
 * `/platform/projects/:ref/content`: the project's saved content (SQL snippets, reports). Every
 * member who may read the project lists what they may see: the shared items and their own.
 * Writing needs `user_content:create` (not a Read-only member's); renaming, sharing and deleting
 * are the owner's alone; anyone who sees an item may save its content over the version they read.
 */
export const contentRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    .get('/', requires('platform:read', 'content'), validate('query', listQuery), async (c) => {
      const { userId } = currentPrincipal(c);
      const { type } = c.req.valid('query');
      return c.json({ data: await listContent(platform, c.req.param('ref')!, userId, type) });
    })
    .post(
      '/',
      requires('user_content:create', 'content'),
      audited('content.created'),
      validate('json', newContentBody),
      async (c) => {
        const { userId } = currentPrincipal(c);
        const body = c.req.valid('json');
        noteAudit(c, { target: body.name });
        const item = await createContent(platform, c.req.param('ref')!, userId, body);
        if (!item) throw badRequest('An item with this id already exists', 'content_exists');
        return c.json(item, 201);
      },
    )
    .patch(
      '/:id',
      requires('user_content:create', 'content'),
      audited('content.updated'),
      validate('json', contentChangeBody),
      async (c) => {
        const { userId } = currentPrincipal(c);
        const change = c.req.valid('json');
        const ref = c.req.param('ref')!;
        const outcome = await changeContent(platform, ref, userId, c.req.param('id'), change);
        if (outcome.kind === 'missing') throw notFound(NOT_FOUND);
        if (outcome.kind === 'not_owner') throw forbidden(NOT_OWNER, 'not_content_owner');
        if (outcome.kind === 'conflict') {
          noteAudit(c, { target: outcome.current.name });
          // The error shape, plus the item as stored now, so the client can let its user choose.
          return c.json(
            {
              error: {
                message: 'This query was changed by someone else since you opened it',
                code: 'version_conflict',
              },
              current: outcome.current,
            },
            409,
          );
        }
        noteAudit(c, { target: outcome.item.name });
        return c.json(outcome.item, 200);
      },
    )
    .put(
      '/:id/favorite',
      requires('user_content:create', 'content'),
      audited('content.favorited'),
      validate('json', favoriteBody),
      async (c) => {
        const { userId } = currentPrincipal(c);
        const { favorite } = c.req.valid('json');
        const item = await setFavorite(
          platform,
          c.req.param('ref')!,
          userId,
          c.req.param('id'),
          favorite,
        );
        if (!item) throw notFound(NOT_FOUND);
        noteAudit(c, { target: item.name });
        return c.json(item);
      },
    )
    .delete(
      '/',
      requires('user_content:create', 'content'),
      audited('content.deleted'),
      validate('query', idsQuery),
      async (c) => {
        const { userId } = currentPrincipal(c);
        const { ids } = c.req.valid('query');
        const outcome = await deleteContent(platform, c.req.param('ref')!, userId, ids);
        if (outcome.kind === 'missing') throw notFound(NOT_FOUND);
        if (outcome.kind === 'not_owner') throw forbidden(NOT_OWNER, 'not_content_owner');
        noteAudit(c, { target: outcome.items.map((item) => item.name).join(', ') });
        return c.json({ data: outcome.items.map((item) => ({ id: item.id })) });
      },
    );
