import { FALLBACK_ICON, SECTION_ICONS } from './menus/section-icons.js';

/** A section's rail icon. Decorative: the link around it is named by the section's title. */
export function SectionIcon({ section }: { section: string }) {
  return (
    <svg
      width={20}
      height={20}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <path d={SECTION_ICONS[section] ?? FALLBACK_ICON} />
    </svg>
  );
}
