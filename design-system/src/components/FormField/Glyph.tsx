/** Stroke paths on a 16x16 grid for the few glyphs the form controls draw. */
const paths = {
  check: 'M3.5 8.5l3 3 6-7',
  dash: 'M4 8h8',
  chevronDown: 'M4 6l4 4 4-4',
  close: 'M4.5 4.5l7 7m0-7l-7 7',
  search: 'M7 12A5 5 0 1 0 7 2a5 5 0 0 0 0 10zm3.5-1.5L14 14',
  plus: 'M8 3.5v9M3.5 8h9',
  minus: 'M3.5 8h9',
} as const;

export type GlyphName = keyof typeof paths;

/**
 * A decorative glyph: hidden from assistive technology, because the control it sits in already
 * has a name. Sized by the font so it follows the control's text size.
 */
export function Glyph({ name }: { name: GlyphName }) {
  return (
    <svg
      width="1em"
      height="1em"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.75}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={paths[name]} />
    </svg>
  );
}
