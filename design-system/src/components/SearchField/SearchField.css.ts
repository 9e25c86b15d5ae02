import { style } from '@vanilla-extract/css';
import { control, ring } from '../FormField/FormField.css.js';
import { vars } from '../../theme/vars.css.js';

export const searchGroup = control({ kind: 'group' });

export const searchIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  paddingInlineStart: vars.space.small,
  color: vars.color.textMuted,
});

/** The browser draws its own clear "x" in search inputs; ours replaces it. */
export const searchInput = style({
  paddingInlineStart: vars.space.small,
  selectors: { '&::-webkit-search-cancel-button': { appearance: 'none' } },
});

/** Nothing to clear in an empty field, but keep the space so the text does not shift. */
export const clearButton = style({
  selectors: { '[data-empty] &': { visibility: 'hidden' } },
});

/**
 * SearchInput's group: the same box, its states from CSS rather than react-aria's data attributes
 * (it has none).
 */
export const plainGroup = style([
  searchGroup,
  {
    selectors: {
      '&:hover': { borderColor: vars.color.borderStrong },
      '&:focus-within': {
        borderColor: vars.color.focus,
        boxShadow: ring,
      },
    },
  },
]);
