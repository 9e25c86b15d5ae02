// The spec's toggle sizes, in a plain module so styles and tests share them (a vanilla-extract
// `.css.ts` file may export only styles).

/** Spec: toggle sizes small, medium (the default) and large. */
export const switchSizes = ['small', 'medium', 'large'] as const;
export type SwitchSize = (typeof switchSizes)[number];

/** The track per size, in px; the thumb is the track's height less an inset. */
export const switchTrack: Record<SwitchSize, { width: number; height: number }> = {
  small: { width: 26, height: 16 },
  medium: { width: 34, height: 20 },
  large: { width: 44, height: 24 },
};
