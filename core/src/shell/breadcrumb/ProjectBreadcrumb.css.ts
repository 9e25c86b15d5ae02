import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '@atrium/design-system';

export const trail = style({ minWidth: 0 });

export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xsmall,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  minWidth: 0,
});

/** Long names are cut with an ellipsis rather than pushing the header's buttons out. */
export const crumb = style({ display: 'flex', alignItems: 'center', minWidth: 0, maxWidth: 240 });

export const separator = style({ color: vars.color.textMuted, paddingInline: vars.space.xsmall });

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const link = style([
  name,
  {
    color: vars.color.text,
    // The size of the project crumb's button beside it.
    fontSize: vars.fontSize.small,
    textDecoration: 'none',
    borderRadius: vars.radius.small,
    selectors: {
      '&[data-hovered]': { textDecoration: 'underline' },
      '&[data-focus-visible]': { outline: 'none', boxShadow: focusRing.around },
    },
  },
]);
