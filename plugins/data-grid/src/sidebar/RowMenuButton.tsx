import { IconButton } from '@atrium/design-system';

/** The row menu's trigger, drawn the same by its stand-in and by the menu. */
export function RowMenuButton({ name }: { name: string }) {
  return <IconButton size="small" variant="ghost" label={`Actions for ${name}`} icon="⋯" />;
}
