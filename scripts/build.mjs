// `pnpm build`: install if needed and build the web app, even when it looks up to date.
import { buildWebIfStale } from './lib/build-web.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
await buildWebIfStale({ force: true });
