import { style } from '@vanilla-extract/css';
import { vars } from '@atrium/design-system';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.large });

/** A field with its 'Set to NULL' under it, kept together. */
export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xsmall });

export const setNull = style({ alignSelf: 'flex-start' });
