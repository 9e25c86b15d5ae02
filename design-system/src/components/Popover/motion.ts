import { keyframes, type StyleRule } from '@vanilla-extract/css';

type Frame = Parameters<typeof keyframes>[0][string];

/**
 * The motion every overlay shares, for use in a `.css.ts` file: it plays in from `from` while
 * react-aria marks the overlay `[data-entering]` and back out while `[data-exiting]` (react-aria
 * keeps it mounted until the animation ends), and not at all for users who ask for reduced motion.
 */
export function overlayMotion(from: Frame, duration: string): StyleRule {
  const frames = keyframes({ from });
  return {
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        selectors: {
          '&[data-entering]': { animation: `${frames} ${duration} ease-out` },
          '&[data-exiting]': { animation: `${frames} ${duration} ease-in reverse` },
        },
      },
    },
  };
}
