import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '../Button/Button.js';
import { iconButton } from './IconButton.css.js';

export interface IconButtonProps extends Omit<
  ButtonProps,
  'children' | 'icon' | 'aria-label' | 'aria-labelledby'
> {
  /** The icon; decorative, so mark it aria-hidden if it is not already. */
  icon: ReactNode;
  /** What the button does, for screen readers and voice control; there is no visible text. */
  label: string;
}

/** A square Button showing only an icon. `label` is required because nothing else names it. */
export function IconButton({ icon, label, size, UNSAFE_className, ...props }: IconButtonProps) {
  return (
    <Button
      {...props}
      size={size}
      icon={icon}
      aria-label={label}
      UNSAFE_className={[iconButton({ size }), UNSAFE_className].filter(Boolean).join(' ')}
    />
  );
}
