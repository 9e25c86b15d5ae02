/**
 * The owner account the e2e app is started with (`ATRIUM_ADMIN_EMAIL`/`ATRIUM_ADMIN_PASSWORD`,
 * identity contract point 4): tests sign in as it, through the UI or through the API.
 */
export const ADMIN_EMAIL = 'owner@atrium.test';
export const ADMIN_PASSWORD = 'e2e owner password';
