import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';

/** The metadata API's security group, mounted at `/platform/pg-meta/{ref}`: policies, roles, publications and enumerated types. */
export const securityRoutes = () => new Hono<AppEnv>();
