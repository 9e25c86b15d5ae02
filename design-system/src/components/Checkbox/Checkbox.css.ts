import { style } from '@vanilla-extract/css';
import { toggleIndicator, toggleLabel } from '../FormField/FormField.css.js';
import { vars } from '../../theme/vars.css.js';

/** The square; filled with the accent while checked or indeterminate, the glyph drawn on top. */
export const box = style([
  toggleIndicator,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.small,
    color: vars.color.accentText,
    fontSize: 12,
    selectors: {
      [`${toggleLabel}[data-selected] &, ${toggleLabel}[data-indeterminate] &`]: {
        background: vars.color.accent,
        borderColor: vars.color.accent,
      },
    },
  },
]);
