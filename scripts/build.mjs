// `pnpm build`: install if needed and build the web app and the docs site, even when they look up
// to date.
import { buildDocsIfStale } from './lib/build-docs.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
await Promise.all([buildWebIfStale({ force: true }), buildDocsIfStale({ force: true })]);
