import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';

/** The metadata API's columns group, mounted at `/platform/pg-meta/{ref}`: columns, constraints and foreign keys, indexes, table and column privileges. */
export const columnsRoutes = () => new Hono<AppEnv>();
