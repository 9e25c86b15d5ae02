import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';
import { tooltip } from './Tooltip.css.js';

/** Sized as its control, so the tip is placed against the control's own box. */
export const inlineTrigger = style({ display: 'inline-flex' });

/** Tooltip's look, fixed beside the control above the page (see InlineTooltip.tsx). */
export const inlineTooltip = style([
  tooltip,
  {
    position: 'fixed',
    zIndex: vars.zIndex.popover,
    width: 'max-content',
  },
]);
