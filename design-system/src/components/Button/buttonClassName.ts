import { button, type ButtonRecipe } from './Button.css.js';

/**
 * The class list of a button-looking element, with an optional escape-hatch class. Kept out of
 * Button.css.ts: a vanilla-extract stylesheet may export only styles.
 */
export const buttonClassName = (recipe: ButtonRecipe, UNSAFE_className?: string) =>
  [button(recipe), UNSAFE_className].filter(Boolean).join(' ');
