/**
 * Raw design values. Components never read these directly: they go through the theme contract
 * (`vars`) so light and dark themes can swap colours without touching a component.
 */
export const space = {
  none: '0',
  xxsmall: '2px',
  xsmall: '4px',
  small: '8px',
  medium: '12px',
  large: '16px',
  xlarge: '24px',
  xxlarge: '32px',
} as const;

export const radius = {
  none: '0',
  small: '4px',
  medium: '6px',
  large: '10px',
  full: '9999px',
} as const;

export const fontSize = {
  xsmall: '11px',
  small: '12px',
  standard: '14px',
  large: '16px',
  xlarge: '20px',
  xxlarge: '28px',
} as const;

export const fontWeight = { regular: '400', medium: '500', strong: '600' } as const;

export const fontFamily = {
  text: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  code: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const duration = { fast: '120ms', standard: '200ms', panel: '300ms' } as const;

/** Semantic colours; each theme gives every one a value. */
export const colorNames = [
  'background',
  'surface',
  'surfaceRaised',
  'surfaceHover',
  'border',
  'borderStrong',
  'text',
  'textMuted',
  'textInverse',
  'accent',
  'accentHover',
  'accentText',
  'accentSoft',
  'critical',
  'criticalHover',
  'criticalSoft',
  'caution',
  'cautionSoft',
  'positive',
  'positiveSoft',
  'info',
  'infoSoft',
  'focus',
  'overlay',
] as const;

export type ColorName = (typeof colorNames)[number];

export const lightColors: Record<ColorName, string> = {
  background: '#f8f9fa',
  surface: '#ffffff',
  surfaceRaised: '#ffffff',
  surfaceHover: '#f1f3f5',
  border: '#dee2e6',
  borderStrong: '#adb5bd',
  text: '#1a1d21',
  textMuted: '#5c636b',
  textInverse: '#ffffff',
  accent: '#1f7a4d',
  accentHover: '#18643f',
  accentText: '#ffffff',
  accentSoft: '#e3f4ea',
  critical: '#c92a2a',
  criticalHover: '#a61e1e',
  criticalSoft: '#fdecec',
  caution: '#8a5a00',
  cautionSoft: '#fff4db',
  positive: '#1f7a4d',
  positiveSoft: '#e3f4ea',
  info: '#1c64c4',
  infoSoft: '#e5efff',
  focus: '#2f6fed',
  overlay: 'rgba(15, 17, 20, 0.45)',
};

export const darkColors: Record<ColorName, string> = {
  background: '#121416',
  surface: '#1a1d20',
  surfaceRaised: '#22262a',
  surfaceHover: '#2a2f34',
  border: '#33393f',
  borderStrong: '#4f575f',
  text: '#e9ecef',
  textMuted: '#a3abb3',
  textInverse: '#121416',
  accent: '#3ecf8e',
  accentHover: '#5ad9a0',
  accentText: '#0b2216',
  accentSoft: '#173a29',
  critical: '#ff6b6b',
  criticalHover: '#ff8787',
  criticalSoft: '#3d1e1e',
  caution: '#f5b84a',
  cautionSoft: '#3a2e14',
  positive: '#3ecf8e',
  positiveSoft: '#173a29',
  info: '#74a7ff',
  infoSoft: '#1c2b45',
  focus: '#74a7ff',
  overlay: 'rgba(0, 0, 0, 0.6)',
};
