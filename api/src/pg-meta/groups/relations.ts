import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';

/** The metadata API's relations group, mounted at `/platform/pg-meta/{ref}`: tables, the table-editor entities list, views, materialized views, foreign and partitioned tables. */
export const relationsRoutes = () => new Hono<AppEnv>();
