import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import type { AppEnv } from './env.js';
import { isPublic } from './permission-middleware.js';

/** Where the docs site is served: the sign-in page's Documentation link points here. */
export const DOCS_PATH = '/docs';

const NOT_BUILT = 'The documentation is not built; run npm run build.';

/**
 * Serves the built docs site (`docs/site/dist`, `pnpm --filter @atrium/docs build`) at `/docs/`,
 * to anyone who reaches the server, as its pages are public anyway. The site routes in its hash
 * and loads its assets by relative paths, so index.html and its files are all there is: any
 * other path is a plain 404. Without a build, every path says how to make one. The build is looked
 * for on each request, so a server started while the site builds (`npm test`'s e2e run) serves it
 * once it is there.
 */
export const docsSiteRoutes = (docsRoot: string | undefined) => {
  const routes = new Hono<AppEnv>().get(DOCS_PATH, isPublic(), (c) =>
    c.redirect(`${DOCS_PATH}/`, 301),
  );
  return routes.get(
    `${DOCS_PATH}/*`,
    isPublic(),
    async (c, next) => {
      if (!docsRoot || !existsSync(join(docsRoot, 'index.html'))) return c.text(NOT_BUILT, 404);
      await next();
      // Vite names the assets by their content, so they may be cached for good. Set on the
      // answer once made: serveStatic's onFound comes after its body, too late for a header.
      if (c.res.ok && c.req.path.startsWith(`${DOCS_PATH}/assets/`))
        c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable');
    },
    serveStatic({ root: docsRoot, rewriteRequestPath: (path) => path.slice(DOCS_PATH.length) }),
    (c) => c.text('No such page in the documentation.', 404),
  );
};
