import { Hono } from 'hono';
import type { IngestEnv } from '../ingest/index.js';
import { defineModule } from './define-module.js';

/** A module taking samples on the ingest surface: it answers which project's token it was sent. */
export const metricsModule = defineModule({
  id: 'metrics',
  ingestRoutes: (deps) =>
    new Hono<IngestEnv>().post('/samples', deps.requiresWarehouseToken(), (c) =>
      c.json({ project: c.get('ingestProjectId') }, 202),
    ),
});
