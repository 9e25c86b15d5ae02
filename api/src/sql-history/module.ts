import { defineModule } from '../module/index.js';
import { sqlHistoryMigrations } from './runs/migrations.js';

/**
 * The SQL history as a core module: its platform table (`module_sql_history.runs`). Its routes
 * are mounted with the API's own (`app.ts`), so the web app's typed client sees them.
 */
export const sqlHistoryModule = () =>
  defineModule({ id: 'sql-history', dependsOn: ['platform'], migrations: sqlHistoryMigrations });
