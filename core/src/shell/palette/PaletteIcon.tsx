import type { ReactElement } from 'react';
import type { PaletteIcon as IconName } from '../../plugin-api/palette-destinations.js';
import * as styles from './PaletteItem.css.js';

/** 16-pixel line drawings, in the text colour: a grid for tables, an eye for views, and so on. */
const drawings: Record<IconName | 'command', ReactElement> = {
  screen: (
    <>
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <path d="M2 6h12" />
    </>
  ),
  table: (
    <>
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <path d="M2 6.5h12M2 9.75h12M6.5 6.5V13" />
    </>
  ),
  view: (
    <>
      <path d="M1.5 8s2.5-4.5 6.5-4.5 6.5 4.5 6.5 4.5-2.5 4.5-6.5 4.5S1.5 8 1.5 8z" />
      <circle cx="8" cy="8" r="2" />
    </>
  ),
  'materialized-view': (
    <>
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <path d="M4.5 8s1.5-2.25 3.5-2.25S11.5 8 11.5 8 10 10.25 8 10.25 4.5 8 4.5 8z" />
    </>
  ),
  'foreign-table': (
    <>
      <rect x="2" y="5" width="9" height="8" rx="1.5" />
      <path d="M2 8h9M9 2h5v5M14 2 8.5 7.5" />
    </>
  ),
  command: <path d="M3.5 4.5 7 8l-3.5 3.5M8.5 12h4" />,
};

/** The icon for an entry's kind; decorative, since the row names its kind in words. */
export function PaletteIcon({ name }: { readonly name: IconName | 'command' }) {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" aria-hidden focusable="false">
      {drawings[name]}
    </svg>
  );
}
