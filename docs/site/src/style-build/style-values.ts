// The design system's style values, the only things its style files take from it. vanilla-extract's
// compiler resolves their `@atrium/design-system` here (design-system-styles.ts): the same
// modules as the design system's index exports them from, so the same class names and CSS.
export { vars } from '../../../../design-system/src/theme/vars.css.js';
export { focusRing } from '../../../../design-system/src/theme/focus-ring.js';
