import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './theme/vars.css.js';

/** The one sprinkles definition: layout is responsive, colour comes from the active theme. */
const layout = defineProperties({
  conditions: {
    mobile: {},
    tablet: { '@media': 'screen and (min-width: 768px)' },
    desktop: { '@media': 'screen and (min-width: 1200px)' },
  },
  defaultCondition: 'mobile',
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    paddingTop: vars.space,
    paddingBottom: vars.space,
    paddingLeft: vars.space,
    paddingRight: vars.space,
    marginTop: vars.space,
    marginBottom: vars.space,
    marginLeft: vars.space,
    marginRight: vars.space,
    width: ['auto', '100%', 'fit-content'],
    height: ['auto', '100%'],
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const appearance = defineProperties({
  properties: {
    background: vars.color,
    color: vars.color,
    borderColor: vars.color,
    borderStyle: ['none', 'solid'],
    borderWidth: { none: '0', standard: '1px' },
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
    fontFamily: vars.fontFamily,
    fontSize: vars.fontSize,
    fontWeight: vars.fontWeight,
    position: ['relative', 'absolute', 'fixed', 'sticky'],
    overflow: ['hidden', 'auto', 'visible'],
    whiteSpace: ['normal', 'nowrap', 'pre', 'pre-wrap'],
    textOverflow: ['clip', 'ellipsis'],
    cursor: ['default', 'pointer', 'not-allowed'],
  },
});

export const sprinkles = createSprinkles(layout, appearance);
export type Sprinkles = Parameters<typeof sprinkles>[0];
