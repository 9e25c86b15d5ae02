// The content area's public face: only what other areas use.
export { contentRoutes } from './items/routes.js';
