import { defineResource } from '@atrium/core/plugin-api';

/**
 * The queries running on the project's database, as the running queries dialog lists them. On
 * its own, so the manifest (bundled with the shell) names it without the dialog's data code.
 */
export const ongoingQueries = defineResource('sql-ongoing-queries');

/** The user's own runs of the SQL editor in the project, newest first (the history page). */
export const sqlHistory = defineResource('sql-history');
