import { style } from '@vanilla-extract/css';
import { toggleIndicator, toggleLabel } from '../FormField/FormField.css.js';
import { vars } from '../../theme/vars.css.js';

/** The circle; a thick accent border draws the selected dot without another element. */
export const circle = style([
  toggleIndicator,
  {
    borderRadius: vars.radius.full,
    selectors: {
      [`${toggleLabel}[data-selected] &`]: { borderWidth: 5, borderColor: vars.color.accent },
    },
  },
]);
