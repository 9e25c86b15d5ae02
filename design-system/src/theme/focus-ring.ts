import { vars } from './vars.css.js';

/**
 * The keyboard focus ring, the one way any screen draws it (as a `boxShadow` on
 * `[data-focus-visible]` or `:focus-visible`), in the theme's focus colour. Three shapes of the
 * same 2px ring, by where it has room.
 */
export const focusRing = {
  /** Around a control: a tab, a link, a card, a toast. */
  around: `0 0 0 2px ${vars.color.focus}`,
  /** Inside an item that fills its container (a cell, a row, a list option): outside it is clipped. */
  inside: `inset 0 0 0 2px ${vars.color.focus}`,
  /** Around a solid control, a gap of the page's background between, so it reads on any fill. */
  apart: `0 0 0 2px ${vars.color.background}, 0 0 0 4px ${vars.color.focus}`,
} as const;
