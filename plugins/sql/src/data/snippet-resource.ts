import { defineResource } from '@atrium/core/plugin-api';

/**
 * The project's saved SQL snippets, as the sidebar lists them. On its own, so the manifest
 * (bundled with the shell) names it without the sidebar's data code.
 */
export const snippets = defineResource('sql-snippets');

export const snippetKeys = { list: () => snippets.key('list') };
