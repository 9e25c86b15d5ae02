import { Keyboard, MenuItem, Text } from 'react-aria-components';
import { formatKeybinding } from '../../host/keybinding.js';
import { isMac } from '../use-keybindings.js';
import type { PaletteEntry } from './palette-entry.js';
import { PaletteIcon } from './PaletteIcon.js';
import * as styles from './PaletteItem.css.js';

/** One row: icon, name (and a muted second line), what it is, and its shortcut if it has one. */
export function PaletteItem({ entry }: { readonly entry: PaletteEntry }) {
  return (
    <MenuItem id={entry.key} textValue={entry.label} className={styles.item}>
      <PaletteIcon name={entry.icon ?? (entry.action.type === 'run' ? 'command' : 'screen')} />
      <span className={styles.text}>
        <Text slot="label" className={styles.label}>
          {entry.label}
        </Text>
        {entry.description && (
          <Text slot="description" className={styles.description}>
            {entry.description}
          </Text>
        )}
      </span>
      <span className={styles.meta}>{entry.meta}</span>
      {entry.keybinding && (
        <Keyboard className={styles.shortcut}>
          {formatKeybinding(entry.keybinding, isMac())}
        </Keyboard>
      )}
    </MenuItem>
  );
}
