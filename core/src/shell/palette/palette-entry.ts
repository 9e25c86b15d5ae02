import type { Keybinding } from '../../host/keybinding.js';
import type { PaletteIcon } from '../../plugin-api/palette-destinations.js';

/** What choosing an entry does: open a place in the app, or run a command. */
export type PaletteAction =
  | { readonly type: 'open'; readonly href: string }
  | { readonly type: 'run'; readonly commandId: string };

/** One row of the palette. */
export interface PaletteEntry {
  /** Unique in the whole palette. */
  readonly key: string;
  readonly label: string;
  /** A muted second line: a table's schema, a screen's menu section. */
  readonly description?: string;
  /** Muted, at the end: what it is ('Table', 'Screen') or, for a command, who adds it. */
  readonly meta: string;
  readonly icon?: PaletteIcon;
  readonly keybinding?: Keybinding;
  readonly action: PaletteAction;
}

/** Entries under one heading. */
export interface PaletteGroup {
  readonly id: string;
  readonly heading: string;
  readonly entries: readonly PaletteEntry[];
}
