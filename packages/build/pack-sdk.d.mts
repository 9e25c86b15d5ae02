/** Builds the SDK packages and packs them, and the plugin packages named, into `destination`. */
export function packSdk(
  destination: string,
  pluginDirs?: readonly string[],
  options?: { readonly declarations?: boolean },
): Promise<string[]>;
