/** Builds the `atrium` package and packs it into `destination`; answers the tarball's path. */
export function packAtrium(destination: string): Promise<string>;
