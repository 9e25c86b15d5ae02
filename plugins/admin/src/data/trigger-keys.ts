import { defineResource } from '@atrium/core/plugin-api';

/**
 * The project's triggers, declared by this plugin: only its triggers screen shows them. Alone in
 * this module because the manifest lists it, and the manifests are on the editor's landing
 * (tests/e2e/build-chunks.test.ts); the keys live with the reads.
 */
export const triggers = defineResource('triggers');
