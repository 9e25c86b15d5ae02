/** Writes a plugin package from the template into `folder`; answers its path. */
export function createPlugin(folder: string, id?: string): string;
