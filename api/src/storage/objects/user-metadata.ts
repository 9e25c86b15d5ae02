import { storageErrors } from '../storage-error.js';

/**
 * An object's user metadata as a client sends it (storage-js's `metadata` form field, the tus
 * `metadata` entry): a JSON object, or nothing when the text is empty. Anything else is refused
 * with storage-api's 400, so no upload stores metadata that is not an object.
 */
export function parseUserMetadata(text: string | null | undefined): Record<string, unknown> | null {
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      return parsed as Record<string, unknown>;
    }
  } catch {
    // Refused below.
  }
  throw storageErrors.invalidRequest('metadata must be a JSON object');
}
