/**
 * Warnings that apply to an extension on some hosting providers, as data (spec section 8: the
 * scheduled-jobs extension on a particular third-party provider). Self-hosted Atrium has no
 * hosting provider, so none applies there; a hosted deployment passes its provider's id.
 */
export const EXTENSION_WARNINGS: readonly {
  readonly extension: string;
  readonly providers: readonly string[];
  readonly message: string;
}[] = [
  {
    extension: 'pg_cron',
    providers: ['fly'],
    message:
      'Scheduled jobs are not supported for projects on this hosting provider: the database may be stopped between jobs, so pg_cron jobs can be missed.',
  },
];

export function extensionWarning(extension: string, hostingProvider?: string): string | undefined {
  if (!hostingProvider) return undefined;
  return EXTENSION_WARNINGS.find(
    (warning) => warning.extension === extension && warning.providers.includes(hostingProvider),
  )?.message;
}
