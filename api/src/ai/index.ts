// The AI area's public face: only what other areas (and the configuration) use.
export { readAiProvider, type AiProvider } from './provider-config.js';
export { sqlTitleAnyProjectRoutes, sqlTitleRoutes } from './sql-title/routes.js';
