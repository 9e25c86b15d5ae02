import {
  POLICY_NAME_MAX,
  takesCheck,
  takesUsing,
  type Policy,
  type PolicyCommand,
} from './policy.js';

/** What the policy editor edits. `command` is null until an operation is chosen. */
export interface PolicyForm {
  readonly name: string;
  readonly command: PolicyCommand | null;
  /** The USING expression; '' for none. */
  readonly definition: string;
  /** The WITH CHECK expression; '' for none. */
  readonly check: string;
  /** None selected means public. */
  readonly roles: readonly string[];
}

export const emptyForm: PolicyForm = {
  name: '',
  command: null,
  definition: '',
  check: '',
  roles: [],
};

/** An existing policy as the editor starts it; `public` is shown as no role selected. */
export function formFromPolicy(policy: Policy): PolicyForm {
  return {
    name: policy.name,
    command: policy.command,
    definition: policy.definition ?? '',
    check: policy.check ?? '',
    roles: policy.roles.filter((role) => role !== 'public'),
  };
}

/** Spec section 5: longer input is ignored, so the name keeps its first 63 characters. */
export function withName(form: PolicyForm, name: string): PolicyForm {
  return name.length > POLICY_NAME_MAX ? form : { ...form, name };
}

/** Spec section 5: switching the operation clears the expression that no longer applies. */
export function withCommand(form: PolicyForm, command: PolicyCommand): PolicyForm {
  return {
    ...form,
    command,
    definition: takesUsing(command) ? form.definition : '',
    check: takesCheck(command) ? form.check : '',
  };
}

export function sameForm(a: PolicyForm, b: PolicyForm): boolean {
  return (
    a.name === b.name &&
    a.command === b.command &&
    a.definition === b.definition &&
    a.check === b.check &&
    a.roles.length === b.roles.length &&
    a.roles.every((role) => b.roles.includes(role))
  );
}
