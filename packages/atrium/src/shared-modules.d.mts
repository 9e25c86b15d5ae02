/** The modules the prebuilt web app shares with a deployment's plugins. */
export const SHARED_MODULES: readonly string[];
/** What the web build writes beside index.html: each shared module's URL. */
export const SHARED_LIBRARIES_FILE: string;
/** `shared-libraries.json`: each shared module's URL. */
export type SharedLibraries = Readonly<Record<string, string>>;
