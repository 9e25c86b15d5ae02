import { PathIcon } from '@atrium/design-system';
import { FALLBACK_ICON, SECTION_ICONS } from './menus/section-icons.js';

/** A section's rail icon. Decorative: the link around it is named by the section's title. */
export function SectionIcon({ section }: { section: string }) {
  return <PathIcon d={SECTION_ICONS[section] ?? FALLBACK_ICON} size={20} />;
}
