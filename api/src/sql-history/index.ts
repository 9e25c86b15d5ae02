// The SQL history area's public face: only what other areas use.
export { sqlHistoryModule } from './module.js';
export { sqlRunRecorder } from './runs/recorder.js';
export { sqlHistoryRoutes } from './runs/routes.js';
