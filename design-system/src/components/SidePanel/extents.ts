// The spec's side panel numbers, in a plain module so styles and tests share them (a
// vanilla-extract `.css.ts` file may export only styles).
import { duration } from '../../tokens/tokens.js';

/** The spec's sheet sizes. */
export const sidePanelSizes = ['content', 'default', 'sm', 'lg', 'xl', 'xxl', 'full'] as const;
export type SidePanelSize = (typeof sidePanelSizes)[number];

/**
 * How far the panel reaches into the screen, per size: a width for left and right panels, a
 * height for top and bottom ones. Spec: 600px by default.
 */
export const sidePanelExtents: Record<SidePanelSize, { inline: string; block: string }> = {
  content: { inline: 'auto', block: 'auto' },
  sm: { inline: '400px', block: '25vh' },
  default: { inline: '600px', block: '40vh' },
  lg: { inline: '800px', block: '60vh' },
  xl: { inline: '1000px', block: '75vh' },
  xxl: { inline: '1200px', block: '90vh' },
  full: { inline: '100vw', block: '100vh' },
};

/** Spec: 1200px wide when the assistant pane is shown beside the editor. */
export const assistantPaneWidth = sidePanelExtents.xxl.inline;

/** Spec: the sheet slides in over 300ms (the `panel` duration token). */
export const sidePanelSlideDuration = duration.panel;
