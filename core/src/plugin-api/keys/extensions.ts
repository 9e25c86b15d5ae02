/** Cache keys of extensions (`/extensions`). */
export const extensionKeys = {
  all: ['extensions'] as const,
  versions: (name: string) => ['extensions', 'versions', name] as const,
};
