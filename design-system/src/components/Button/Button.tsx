import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { spinner, type ButtonRecipe } from './Button.css.js';
import { buttonClassName } from './buttonClassName.js';

export interface ButtonProps
  extends Omit<AriaButtonProps, 'className' | 'style' | 'children'>, ButtonRecipe {
  /** The label. */
  children?: ReactNode;
  /** An icon before the label. */
  icon?: ReactNode;
  /** Escape hatch for layout tweaks; prefer a variant. */
  UNSAFE_className?: string;
}

/**
 * A button. Behaviour (press, keyboard, focus, disabled, pending) comes from react-aria; the
 * styles react to its `data-*` state attributes.
 */
export function Button({
  variant,
  tone,
  size,
  icon,
  children,
  UNSAFE_className,
  ...props
}: ButtonProps) {
  const className = buttonClassName({ variant, tone, size }, UNSAFE_className);
  return (
    <AriaButton {...props} className={className}>
      {props.isPending ? <span className={spinner} aria-hidden /> : icon}
      {children}
    </AriaButton>
  );
}
