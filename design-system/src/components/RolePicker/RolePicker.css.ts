import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';

export const layout = styleVariants({
  column: { display: 'flex', flexDirection: 'column', gap: vars.space.small },
  row: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-end',
    gap: vars.space.medium,
  },
});

/** Side by side, wide enough for a whole UUID (36 characters), shrinking on a narrow panel. */
export const userIdInRow = style({ flex: '1 1 40ch', minWidth: 0, maxWidth: '100%' });
