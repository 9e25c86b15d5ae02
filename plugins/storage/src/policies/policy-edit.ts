import type { Policy } from '@atrium/core/plugin-api';
import type { StoragePolicyChange } from '../data/policies-mutations.js';
import {
  STORAGE_OPERATIONS,
  type StorageOperation,
  type StoragePolicyForm,
} from './policy-form.js';

const isOperation = (command: string): command is StorageOperation =>
  (STORAGE_OPERATIONS as readonly string[]).includes(command);

/** A saved policy in the form: its one operation fixed (ALTER POLICY cannot change it). */
export function formFromPolicy(policy: Policy): StoragePolicyForm {
  const roles = policy.roles.filter((role) => role !== 'public');
  return {
    name: policy.name.slice(0, 50),
    roles,
    definition: (policy.command === 'INSERT' ? policy.check : policy.definition) ?? '',
    allowedOperations: isOperation(policy.command) ? [policy.command] : [],
  };
}

/** The change an edit saves: INSERT's expression is its check, every other command's its USING. */
export function policyChange(policy: Policy, form: StoragePolicyForm): StoragePolicyChange {
  const expression = form.definition.trim();
  return {
    name: form.name.trim(),
    roles: form.roles.length ? [...form.roles] : ['public'],
    ...(policy.command === 'INSERT' ? { check: expression } : { definition: expression }),
  };
}
