import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';

/** The reason a confirm failed, shown under the message while the dialog stays open. */
export const confirmError = style({
  marginTop: vars.space.medium,
  marginBottom: 0,
  padding: vars.space.small,
  borderRadius: vars.radius.small,
  background: vars.color.criticalSoft,
  color: vars.color.critical,
  fontSize: vars.fontSize.small,
});
