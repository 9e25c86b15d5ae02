import { IconButton } from '@atrium/design-system';

/** A window with a side panel; the panel filled when the list is open. */
function PanelIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      width="16"
      height="16"
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinejoin="round"
      aria-hidden
      focusable="false"
    >
      <rect x="2" y="3" width="12" height="10" rx="1.5" />
      <path d="M6 3v10" />
      {isOpen && <path d="M2.75 3.75h2.5v8.5h-2.5z" fill="currentColor" stroke="none" />}
    </svg>
  );
}

export interface TableListToggleProps {
  readonly isCollapsed: boolean;
  readonly onToggle: () => void;
}

/** Collapses the table list to a thin rail, giving the grid the room, and opens it again. */
export function TableListToggle({ isCollapsed, onToggle }: TableListToggleProps) {
  return (
    <IconButton
      size="small"
      variant="ghost"
      label={isCollapsed ? 'Expand table list' : 'Collapse table list'}
      aria-expanded={!isCollapsed}
      icon={<PanelIcon isOpen={!isCollapsed} />}
      onPress={onToggle}
    />
  );
}
