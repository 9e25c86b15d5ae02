import type { PluginManifest } from '../plugin-api/manifest.js';

/** A third-party package's manifest module, imported on its own (`virtual:atrium-plugins`). */
export interface ThirdPartyManifestModule {
  readonly package: string;
  readonly load: () => Promise<{ readonly default?: unknown }>;
}

/** A third-party package left out at run time, listed on `/admin/plugins` with why. */
export interface FailedPackage {
  readonly package: string;
  readonly error: string;
}

/**
 * Imports every third-party manifest module, each in isolation: one that throws while it is
 * evaluated (or whose chunk fails to load, or that exports no manifest) is left out and reported by
 * its package, never rejecting the rest. Bundled with the shell instead, one throwing module
 * failed the entry module's evaluation and blanked the whole app, sign-in included. Order is kept.
 */
export async function loadThirdPartyManifests(
  modules: readonly ThirdPartyManifestModule[],
): Promise<{ manifests: PluginManifest[]; failed: FailedPackage[] }> {
  const settled = await Promise.allSettled(modules.map((m) => m.load()));
  const manifests: PluginManifest[] = [];
  const failed: FailedPackage[] = [];
  settled.forEach((outcome, i) => {
    const pkg = modules[i]!.package;
    if (outcome.status === 'rejected') {
      failed.push({ package: pkg, error: `${pkg}'s manifest threw: ${messageOf(outcome.reason)}` });
    } else if (typeof outcome.value.default !== 'object' || outcome.value.default === null) {
      failed.push({ package: pkg, error: `${pkg}'s manifest module exports no manifest` });
    } else {
      manifests.push(outcome.value.default as PluginManifest);
    }
  });
  return { manifests, failed };
}

const messageOf = (reason: unknown): string =>
  reason instanceof Error ? reason.message : String(reason);
