import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

/** NULL as the data grid shows it: muted and italic, so it never reads as the text 'NULL'. */
export const nullValue = style({ color: vars.color.textMuted, fontStyle: 'italic' });
