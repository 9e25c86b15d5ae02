/**
 * Why a project failed to start, in words safe to show any member of its organization: they name
 * what went wrong, never a host, role, password or connection string.
 */
export class ProvisioningFailure extends Error {
  override readonly name = 'ProvisioningFailure';
}

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'ECONNRESET']);

/** The status message for an error met while creating or bootstrapping a project database. */
export function statusMessageFor(error: unknown): string {
  if (error instanceof ProvisioningFailure) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === 'string' && UNREACHABLE.has(code)) {
    return 'The projects database server could not be reached';
  }
  if (code === '28P01' || code === '28000') {
    return 'The projects database server refused the configured role (authentication failed)';
  }
  if (code === '42501') {
    return 'The configured role may not create databases on the projects database server';
  }
  return 'Creating the project database failed; the server log has the details';
}
