/** Spec 9: the operations a storage policy form covers. */
export const STORAGE_OPERATIONS = ['SELECT', 'INSERT', 'UPDATE', 'DELETE'] as const;
export type StorageOperation = (typeof STORAGE_OPERATIONS)[number];

/** Spec 5 and 9: a storage policy's name is at most 50 characters; longer input is ignored. */
export const STORAGE_POLICY_NAME_MAX = 50;

/** Spec 3: the bucket policy form. */
export interface StoragePolicyForm {
  readonly name: string;
  /** Empty: the policy applies to every role (`public`). */
  readonly roles: readonly string[];
  readonly definition: string;
  readonly allowedOperations: readonly StorageOperation[];
}

export const emptyStoragePolicyForm: StoragePolicyForm = {
  name: '',
  roles: [],
  definition: '',
  allowedOperations: [],
};

/** Spec 5: the review errors, word for word, in the form's order. */
export function storageReviewErrors(form: StoragePolicyForm): string[] {
  const errors: string[] = [];
  if (!form.name.trim()) errors.push('Please provide a name for your policy');
  if (!form.definition.trim()) errors.push('Please provide a definition for your policy');
  if (form.allowedOperations.length === 0) {
    errors.push('Please allow at least one operation in your policy');
  }
  return errors;
}

/** A name edit, ignored past the 50-character limit (spec 5). */
export const acceptedName = (current: string, typed: string) =>
  typed.length > STORAGE_POLICY_NAME_MAX ? current : typed;

/** The roles as the field shows them, and back: comma-separated, blanks dropped. */
export const rolesText = (roles: readonly string[]) => roles.join(', ');
export const rolesFrom = (text: string) =>
  text
    .split(',')
    .map((role) => role.trim())
    .filter(Boolean);

/** A string's 32-bit hash, as a positive base-36 number: short, and the same for the same name. */
function base36Hash(text: string): string {
  let hash = 0;
  for (const char of text) hash = (Math.imul(31, hash) + char.codePointAt(0)!) | 0;
  return (hash >>> 0).toString(36);
}

/**
 * Spec 5: one policy per allowed operation, each named with a base-36 hash of the bucket and the
 * operation's index, so the names stay unique on `storage.objects` and Postgres's 63-character
 * identifier limit holds (50 + ' ' + 7 + '_' + 1).
 */
export const operationPolicyName = (name: string, bucketId: string, index: number) =>
  `${name.trim()} ${base36Hash(bucketId)}_${index}`;

/** The create body of one operation's policy: INSERT takes a check, the others a definition. */
export interface StoragePolicyBody {
  readonly name: string;
  readonly schema: 'storage';
  readonly table: 'objects' | 'buckets';
  readonly command: StorageOperation;
  readonly action: 'PERMISSIVE';
  readonly roles: string[];
  readonly definition?: string;
  readonly check?: string;
}

/** Spec 5: the policies a new storage policy form saves, one per allowed operation. */
export function storagePolicyBodies(
  form: StoragePolicyForm,
  target: { table: 'objects' | 'buckets'; bucketId?: string },
): StoragePolicyBody[] {
  const roles = form.roles.length ? [...form.roles] : ['public'];
  const definition = form.definition.trim();
  return form.allowedOperations.map((command, index) => ({
    name: operationPolicyName(form.name, target.bucketId ?? target.table, index),
    schema: 'storage',
    table: target.table,
    command,
    action: 'PERMISSIVE',
    roles,
    ...(command === 'INSERT' ? { check: definition } : { definition }),
  }));
}
