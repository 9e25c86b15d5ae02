import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });
