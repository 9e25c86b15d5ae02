// `npm start`: install if needed, build if needed, then run Atrium (embedded Postgres, migrations,
// default project, API and web app on one port).
import { buildWebIfStale } from './lib/build-web.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
await buildWebIfStale();
// Imported only now: it loads tsx, which the install above provides.
await import('./serve.mjs');
