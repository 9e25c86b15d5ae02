import { IconButton, type IconButtonProps } from '../IconButton/IconButton.js';

/** The "×" in modal headers and toasts. */
export function CloseButton(props: Omit<IconButtonProps, 'icon' | 'label'>) {
  return (
    <IconButton
      variant="ghost"
      size="small"
      label="Close"
      icon={
        <svg width="14" height="14" viewBox="0 0 14 14" aria-hidden="true" focusable="false">
          <path
            d="M3 3l8 8M11 3l-8 8"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
          />
        </svg>
      }
      {...props}
    />
  );
}
