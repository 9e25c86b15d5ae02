import { IconButton, InlineTooltip } from '@atrium/design-system';

/** A window with its left column marked: the navigation beside the page. */
const PANEL_ICON = 'M4 5h16v14H4zM9 5v14';

/**
 * Collapses the navigation to its icon rail, or brings the full menu back. The label says what
 * pressing it does; `aria-expanded` says the state, for screen readers.
 */
export function NavToggle({
  collapsed,
  controls,
  onToggle,
}: {
  collapsed: boolean;
  /** The id of the navigation landmark it resizes. */
  controls: string;
  onToggle: () => void;
}) {
  const label = collapsed ? 'Expand navigation' : 'Collapse navigation';
  return (
    <InlineTooltip content={label} placement="bottom">
      <IconButton
        size="small"
        variant="ghost"
        label={label}
        aria-expanded={!collapsed}
        aria-controls={controls}
        onPress={onToggle}
        icon={
          <svg
            width="1.25em"
            height="1.25em"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={1.5}
            strokeLinejoin="round"
            aria-hidden
            focusable="false"
          >
            <path d={PANEL_ICON} />
          </svg>
        }
      />
    </InlineTooltip>
  );
}
