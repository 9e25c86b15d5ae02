import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';

export const icon = style({ color: vars.color.caution, display: 'inline-flex' });
