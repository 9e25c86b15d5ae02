import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** The whole screen: toolbar, then the editor over the results, filling the shell's main. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  minHeight: 0,
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.small,
  flexWrap: 'wrap',
  padding: `${vars.space.small} ${vars.space.medium}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** Pushes what follows to the toolbar's end. */
export const spacer = style({ flexGrow: 1 });

/** The code, two fifths of the height, scrolling within. */
export const editor = style({
  flex: '0 0 40%',
  minHeight: 0,
  overflow: 'auto',
  margin: vars.space.medium,
  marginBottom: 0,
});

/** The code editor's box fills its two fifths, so a click anywhere in them lands in the code. */
export const code = style({ height: '100%', boxSizing: 'border-box' });
globalStyle(`${code} .cm-editor`, { height: '100%' });

export const results = style({
  flex: '1 1 0',
  minHeight: 0,
  display: 'flex',
  flexDirection: 'column',
  padding: vars.space.medium,
});
