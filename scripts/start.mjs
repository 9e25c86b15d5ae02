// `npm start`: install if needed, build if needed, then run Atrium (embedded Postgres, migrations,
// default project, API and web app on one port).
import { buildDocsIfStale } from './lib/build-docs.mjs';
import { buildWebIfStale } from './lib/build-web.mjs';
import { ensureDependencies } from './lib/dependencies.mjs';

await ensureDependencies();
// Side by side: each build is mostly one core's work, so two cores take about the longer one.
await Promise.all([buildWebIfStale(), buildDocsIfStale()]);
// Imported only now: it loads tsx, which the install above provides.
await import('./serve.mjs');
