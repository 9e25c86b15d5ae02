// `npm start`: install if needed, build if needed, then run Atrium (embedded Postgres, migrations,
// default project, API and web app on one port).
import { buildWebIfStale } from './lib/build-web.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';
import { ROOT } from './lib/paths.mjs';

await ensureDependencies();
await buildWebIfStale();
// The server runs from its TypeScript sources through tsx's loader; imported only after install.
const { register } = await import('tsx/esm/api');
register();
const { main } = await import('../api/src/main.ts');
await main(ROOT);
