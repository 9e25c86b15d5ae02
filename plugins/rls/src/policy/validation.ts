import type { PolicyForm } from './form.js';

/** The review errors of spec section 5, word for word. */
export const reviewMessages = {
  name: 'Please provide a name for your policy',
  command: 'Please select an operation for your policy',
  using: 'Please provide a USING expression for your policy',
  check: 'Please provide a WITH CHECK expression for your policy',
  usingOrCheck: 'Please provide either a USING, or WITH CHECK expression, or both for your policy',
} as const;

const blank = (text: string) => text.trim() === '';

/** What keeps the policy from being saved; empty when it can be reviewed and saved. */
export function reviewErrors(form: PolicyForm): string[] {
  const errors: string[] = [];
  if (blank(form.name)) errors.push(reviewMessages.name);
  switch (form.command) {
    case null:
      errors.push(reviewMessages.command);
      break;
    case 'SELECT':
    case 'DELETE':
      if (blank(form.definition)) errors.push(reviewMessages.using);
      break;
    case 'INSERT':
      if (blank(form.check)) errors.push(reviewMessages.check);
      break;
    case 'UPDATE':
      if (blank(form.definition) && blank(form.check)) errors.push(reviewMessages.usingOrCheck);
      break;
    case 'ALL':
      break;
  }
  return errors;
}
