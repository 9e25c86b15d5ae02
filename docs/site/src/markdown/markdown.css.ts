import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** Readable measure and rhythm for long-form docs; the design system styles the components. */
export const prose = style({ maxWidth: 880, lineHeight: 1.6 });

/**
 * Marks a live example inside prose. Prose styles stop at it, so the components inside (a card's
 * h2, breadcrumbs' list, a button link) look exactly as they do in the app.
 */
export const live = style({ lineHeight: 'normal' });

const inProse = (...elements: string[]) =>
  elements.map((element) => `${prose} ${element}:not(${live} *)`).join(', ');

globalStyle(inProse('h1'), {
  fontSize: vars.fontSize.xxlarge,
  fontWeight: vars.fontWeight.strong,
  lineHeight: 1.25,
  marginBlock: `0 ${vars.space.large}`,
});
globalStyle(inProse('h2'), {
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  marginBlock: `${vars.space.xxlarge} ${vars.space.medium}`,
  paddingBottom: vars.space.xsmall,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(inProse('h3', 'h4'), {
  fontSize: vars.fontSize.large,
  fontWeight: vars.fontWeight.strong,
  marginBlock: `${vars.space.xlarge} ${vars.space.small}`,
});
globalStyle(inProse('p', 'ul', 'ol'), { marginBlock: `0 ${vars.space.medium}` });
globalStyle(inProse('ul', 'ol'), { paddingLeft: vars.space.xlarge });
globalStyle(inProse('li + li'), { marginTop: vars.space.xsmall });
globalStyle(inProse('a'), { color: vars.color.accent, textUnderlineOffset: 2 });
globalStyle(inProse('hr'), {
  border: 'none',
  borderTop: `1px solid ${vars.color.border}`,
  marginBlock: vars.space.xlarge,
});

export const inlineCode = style({
  fontFamily: vars.fontFamily.code,
  fontSize: '0.9em',
  padding: '0.1em 0.35em',
  borderRadius: vars.radius.small,
  background: vars.color.surfaceHover,
  overflowWrap: 'anywhere',
});

export const codeBlock = style({ marginBlock: vars.space.large });

export const embed = style([live, { marginBlock: vars.space.large }]);

/** Screenshots: as wide as the text, framed so a light one does not melt into the page. */
export const image = style({
  display: 'block',
  maxWidth: '100%',
  height: 'auto',
  marginBlock: vars.space.medium,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});
