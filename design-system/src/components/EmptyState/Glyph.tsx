/**
 * A 24px stroked icon from one SVG path. Decorative: the text next to it carries the meaning, so
 * it is hidden from assistive technology.
 */
export function Glyph({ d, size = 24 }: { d: string; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}
