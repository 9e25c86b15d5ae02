import type { PolicyCommand } from '../policy/policy.js';

/** A starting point for a policy (spec section 3: Policy template). */
export interface PolicyTemplate {
  readonly id: string;
  readonly templateName: string;
  readonly description: string;
  /** The SQL the template stands for, shown in the picker. */
  readonly statement: string;
  readonly name: string;
  /** The USING expression; '' when the command takes none. */
  readonly definition: string;
  /** The WITH CHECK expression; '' when the command takes none. */
  readonly check: string;
  readonly command: PolicyCommand;
  readonly roles: readonly string[];
  /** Preview-only templates show an idea that needs other objects; the picker hides them. */
  readonly preview: boolean;
}
