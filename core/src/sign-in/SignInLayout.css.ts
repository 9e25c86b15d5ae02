import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

const layoutBase = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  height: '100vh',
  overflow: 'hidden',
  background: vars.color.background,
  color: vars.color.text,
});

/**
 * The form column, beside the testimonial panel from the desktop width when there is one;
 * the form alone takes the width otherwise.
 */
export const layout = styleVariants({
  formOnly: [layoutBase],
  withTestimonial: [
    layoutBase,
    {
      '@media': {
        'screen and (min-width: 1200px)': { gridTemplateColumns: 'minmax(0, 1fr) 44%' },
      },
    },
  ],
});

export const formColumn = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  minHeight: 0,
  overflow: 'auto',
  padding: `${vars.space.xlarge} ${vars.space.xxlarge}`,
  gap: vars.space.xlarge,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.large,
});

export const logo = style({
  fontSize: vars.fontSize.xlarge,
  fontWeight: vars.fontWeight.strong,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[data-focus-visible]': { outline: 'none', boxShadow: focusRing.around } },
});

export const docsLink = style({
  color: vars.color.textMuted,
  fontSize: vars.fontSize.small,
  textDecoration: 'none',
  selectors: {
    '&[data-hovered]': { color: vars.color.text },
    '&[data-focus-visible]': { outline: 'none', boxShadow: focusRing.around },
  },
});

export const content = style({
  alignSelf: 'center',
  justifySelf: 'center',
  width: '100%',
  maxWidth: '384px',
});

export const notice = style({
  justifySelf: 'center',
  maxWidth: '384px',
  textAlign: 'center',
  fontSize: vars.fontSize.small,
  color: vars.color.textMuted,
});

export const testimonialPanel = style({
  display: 'none',
  alignItems: 'center',
  justifyContent: 'center',
  padding: vars.space.xxlarge,
  background: vars.color.surface,
  borderLeft: `1px solid ${vars.color.border}`,
  '@media': { 'screen and (min-width: 1200px)': { display: 'flex' } },
});

export const quote = style({
  maxWidth: '420px',
  margin: 0,
  fontSize: vars.fontSize.xlarge,
  lineHeight: 1.5,
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSoft,
  color: vars.color.text,
  fontSize: vars.fontSize.small,
  fontWeight: vars.fontWeight.strong,
});
