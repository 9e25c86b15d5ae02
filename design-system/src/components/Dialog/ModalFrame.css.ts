import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';
import { overlayMotion } from '../Popover/motion.js';

/** Shared by every modal (dialog, alert dialog, side panel): the backdrop and the inner layout. */

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: vars.color.overlay,
  ...overlayMotion({ opacity: 0 }, vars.duration.standard),
});

/** The surface both modal shapes share; each shape adds its size and motion. */
export const surface = style({
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.large,
  fontFamily: vars.fontFamily.text,
  fontSize: vars.fontSize.standard,
  outline: 'none',
});

/** Fills the modal so the body, not the page, scrolls. */
export const dialog = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  minHeight: 0,
  outline: 'none',
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.medium,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.medium,
});

export const body = style({
  flexGrow: 1,
  minHeight: 0,
  overflowY: 'auto',
  padding: vars.space.large,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.small,
  paddingInline: vars.space.large,
  paddingBlock: vars.space.medium,
  borderTop: `1px solid ${vars.color.border}`,
});
