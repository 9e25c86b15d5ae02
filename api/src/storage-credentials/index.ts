// The storage credentials area's public face: only what other areas use. The S3 protocol will
// add `findS3Credential` (and its `S3Credential`) from `./credentials/store.js` here when it
// calls it: an index exports nothing no other area uses (tests/architecture/api-layering.test.ts).
export { storageCredentialRoutes } from './credentials/routes.js';
