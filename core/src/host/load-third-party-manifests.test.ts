import { describe, expect, it } from 'vitest';
import type { PluginManifest } from '../plugin-api/manifest.js';
import { loadThirdPartyManifests } from './load-third-party-manifests.js';

const manifest = { id: 'good', title: 'Good', version: '1.0.0' } as unknown as PluginManifest;

/** docs/architecture/plugins.md: a throwing third-party manifest is left out, never the app. */
describe('loadThirdPartyManifests', () => {
  it('keeps the manifests that load and reports each one that throws by its package', async () => {
    const { manifests, failed } = await loadThirdPartyManifests([
      { package: '@acme/throws', load: () => Promise.reject(new Error('top-level boom')) },
      { package: '@acme/good', load: () => Promise.resolve({ default: manifest }) },
      { package: '@acme/empty', load: () => Promise.resolve({}) },
    ]);
    expect(manifests).toEqual([manifest]);
    expect(failed).toEqual([
      { package: '@acme/throws', error: "@acme/throws's manifest threw: top-level boom" },
      { package: '@acme/empty', error: "@acme/empty's manifest module exports no manifest" },
    ]);
  });
});
