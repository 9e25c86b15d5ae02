declare module 'virtual:atrium-plugins' {
  import type { PluginManifest } from './plugin-api/manifest.js';
  const installed: readonly PluginManifest[];
  export default installed;
  /** The installed manifests that came from Atrium's own packages. */
  export const firstParty: readonly PluginManifest[];
  /** Third-party packages left out of the build, unrun: written for another plugin-API version. */
  export const refused: readonly { readonly package: string; readonly error: string }[];
}
