/** The longest organization or project name the API takes (the hosted contract). */
export const MAX_NAME_LENGTH = 64;

/**
 * The API's rule for an organization's or a project's name, checked before sending: 1 to 64
 * characters once trimmed. Returns the problem, or undefined when the name is fine.
 */
export function nameProblem(name: string, what: 'organization' | 'project'): string | undefined {
  const trimmed = name.trim();
  if (trimmed === '') return `Enter a name for the ${what}`;
  if (trimmed.length > MAX_NAME_LENGTH)
    return `Use at most ${MAX_NAME_LENGTH} characters (this one has ${trimmed.length})`;
  return undefined;
}
