/** A manifest that does not validate, with every problem found (`validate-manifest.ts`). */
export class ManifestError extends Error {
  constructor(
    readonly pluginId: string,
    readonly problems: readonly string[],
  ) {
    super(`Plugin "${pluginId}" has an invalid manifest: ${problems.join('; ')}`);
    this.name = 'ManifestError';
  }
}
