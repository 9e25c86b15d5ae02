// The storage credentials area's public face: only what other areas use
// (tests/architecture/api-layering.test.ts): the routes, and the S3 protocol's key lookup.
export { storageCredentialRoutes } from './credentials/routes.js';
export { findS3Credential } from './credentials/store.js';
