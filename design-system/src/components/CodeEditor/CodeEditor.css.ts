import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css.js';

/** The field box, in the same shape as the other text controls. */
export const root = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  overflow: 'hidden',
  selectors: {
    '&:focus-within': { borderColor: vars.color.focus, boxShadow: `0 0 0 1px ${vars.color.focus}` },
    '&[data-readonly]': { background: vars.color.surfaceHover },
    '&[data-invalid]': { borderColor: vars.color.critical },
  },
});

// CodeMirror renders its own DOM; these reach into it by its stable class names.
globalStyle(`${root} .cm-editor`, {
  fontFamily: vars.fontFamily.code,
  fontSize: vars.fontSize.small,
  color: vars.color.text,
  background: 'transparent',
});
globalStyle(`${root} .cm-editor.cm-focused`, { outline: 'none' });
globalStyle(`${root} .cm-scroller`, {
  fontFamily: vars.fontFamily.code,
  lineHeight: 1.6,
  minHeight: '4.8em',
});
globalStyle(`${root} .cm-content`, {
  padding: `${vars.space.small} 0`,
  caretColor: vars.color.text,
});
globalStyle(`${root} .cm-line`, { padding: `0 ${vars.space.medium}` });
globalStyle(`${root} .cm-cursor`, { borderLeftColor: vars.color.text });
globalStyle(`${root} .cm-placeholder`, { color: vars.color.textMuted });
globalStyle(`${root} .cm-selectionBackground, ${root} .cm-content ::selection`, {
  background: `${vars.color.accentSoft} !important`,
});

// Completion's list, drawn inside the editor: the theme's surface, not CodeMirror's light default.
globalStyle(`${root} .cm-tooltip`, {
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
globalStyle(`${root} .cm-tooltip-autocomplete ul li[aria-selected]`, {
  background: vars.color.accentSoft,
  color: vars.color.text,
});
globalStyle(`${root} .cm-completionDetail`, { color: vars.color.textMuted });

/** The word at a syntax error: a wavy underline in the critical colour, as spell checkers do. */
export const errorWord = style({
  textDecoration: `underline wavy ${vars.color.critical}`,
  textDecorationSkipInk: 'none',
  textUnderlineOffset: '3px',
});

/** Token classes the highlighter assigns (see highlighter.ts), coloured from the theme. */
export const token = {
  keyword: style({ color: vars.color.accent, fontWeight: vars.fontWeight.medium }),
  string: style({ color: vars.color.caution }),
  literal: style({ color: vars.color.info }),
  comment: style({ color: vars.color.textMuted, fontStyle: 'italic' }),
  operator: style({ color: vars.color.critical }),
  type: style({ color: vars.color.info, fontStyle: 'italic' }),
  punctuation: style({ color: vars.color.textMuted }),
};
