/** Spec section 9: table names longer than this are truncated, with the whole name in a tooltip. */
export const NAME_DISPLAY_LIMIT = 20;

/** The name as the list shows it, and whether it was cut (then a tooltip shows it whole). */
export function truncatedName(name: string): {
  readonly shown: string;
  readonly truncated: boolean;
} {
  // By code points, so a name is never cut inside a character outside the BMP.
  const characters = [...name];
  if (characters.length <= NAME_DISPLAY_LIMIT) return { shown: name, truncated: false };
  return { shown: `${characters.slice(0, NAME_DISPLAY_LIMIT).join('')}…`, truncated: true };
}
