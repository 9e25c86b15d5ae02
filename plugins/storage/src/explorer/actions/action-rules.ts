/** Signed URL presets (spec §9), in seconds. */
export const URL_PRESETS = [
  { label: '1 week', seconds: 604800 },
  { label: '1 month', seconds: 2592000 },
  { label: '1 year', seconds: 31536000 },
] as const;

/** Custom expiry units (spec §9), in seconds. */
export const EXPIRY_UNITS = {
  days: 86400,
  weeks: 604800,
  months: 2592000,
  years: 31536000,
} as const;
export type ExpiryUnit = keyof typeof EXPIRY_UNITS;

/** The custom expiry's error, or null when `value` (a whole number typed) may be sent. */
export function expiryError(value: string): string | null {
  if (value.trim() === '') return null;
  const amount = Number(value);
  return Number.isFinite(amount) && amount > 0 ? null : 'Expiry duration cannot be less than 0';
}

/** The folder a move goes to: a leading slash stripped, blank for the bucket's root. */
export const moveDestination = (typed: string): string =>
  typed.trim().replace(/^\/+/, '').replace(/\/+$/, '');

/** A new folder's name error (spec §5), or null when it may be created. */
export function newFolderError(name: string, taken: readonly string[]): string | null {
  if (!/^[\w\s-]+$/.test(name)) return 'Folder name contains invalid special characters';
  if (taken.includes(name)) {
    return `The name ${name} already exists in the current directory. Please use a different name.`;
  }
  return null;
}

/**
 * What a rename asks for (spec §5): null when the typed name leaves the item as it is (the same
 * name, or empty), else the refusal or the trimmed new name. A folder's name has no slashes.
 */
export function renameOutcome(
  typed: string,
  item: { name: string; type: 'FILE' | 'FOLDER' },
): { error: string } | { name: string } | null {
  const name = typed.trim();
  if (name === '' || name === item.name) return null;
  if (item.type === 'FOLDER' && /[/\\]/.test(name)) {
    return { error: 'Folder name cannot contain forward or back slashes.' };
  }
  return { name };
}

/** The delete dialog's title (spec §2.8). */
export const deleteTitle = (names: readonly string[]) =>
  names.length === 1
    ? `Confirm deletion of ${names[0]}`
    : `Confirm deletion of ${names.length} items`;

/** The placeholder file that keeps an empty folder (spec §9), hidden from listings. */
export const FOLDER_PLACEHOLDER = '.emptyFolderPlaceholder';
