declare module 'virtual:atrium-plugins' {
  import type { PluginManifest } from './plugin-api/manifest.js';
  import type { ThirdPartyManifestModule } from './host/load-third-party-manifests.js';
  /** The manifests of Atrium's own packages, bundled with the shell. */
  export const firstParty: readonly PluginManifest[];
  /** A loader per third-party package's manifest, imported in isolation at boot. */
  export const thirdParty: readonly ThirdPartyManifestModule[];
  /** Third-party packages left out of the build, unrun: written for another plugin-API version. */
  export const refused: readonly { readonly package: string; readonly error: string }[];
}
