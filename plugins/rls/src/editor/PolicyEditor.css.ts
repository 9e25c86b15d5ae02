import { style } from '@vanilla-extract/css';

/** Lists whose items are cards: no bullets, no indent. */
export const bareList = style({ listStyle: 'none' });
