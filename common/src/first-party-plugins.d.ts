/** First-party plugin ids; each is the package `@atrium/plugin-{id}`. */
export declare const FIRST_PARTY_PLUGINS: readonly string[];

/** The package of a first-party plugin: `@atrium/plugin-{id}`. */
export declare const firstPartyPackage: (id: string) => `@atrium/plugin-${string}`;
