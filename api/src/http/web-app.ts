import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { API_PREFIXES } from './api-prefixes.js';
import type { AppEnv } from './env.js';
import { isPublic } from './permission-middleware.js';

const isApiPath = (path: string) =>
  API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));

/**
 * Serves the built web app: its files, and index.html for any other GET so client-side routes
 * survive a reload. Built assets have content hashes in their names, so they are cached for good.
 */
export const webAppRoutes = (webRoot: string) =>
  new Hono<AppEnv>().get(
    '*',
    isPublic(),
    async (c, next) => (isApiPath(c.req.path) ? c.notFound() : next()),
    async (c, next) => {
      await next();
      // Set on the answer once made: serveStatic's onFound runs after its body, too late.
      if (c.res.ok && c.req.path.startsWith('/assets/'))
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    // The build writes a .gz beside each asset; browsers that accept gzip get it.
    serveStatic({ root: webRoot, precompressed: true }),
    serveStatic({ root: webRoot, path: 'index.html', precompressed: true }),
  );
