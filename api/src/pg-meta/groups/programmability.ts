import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';

/** The metadata API's programmability group, mounted at `/platform/pg-meta/{ref}`: extensions, triggers, functions, ongoing queries, query parsing, foreign data wrappers and servers, vault secrets. */
export const programmabilityRoutes = () => new Hono<AppEnv>();
