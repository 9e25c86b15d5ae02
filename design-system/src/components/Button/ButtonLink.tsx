import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-aria-components';
import type { ButtonRecipe } from './Button.css.js';
import { buttonClassName } from './buttonClassName.js';

export interface ButtonLinkProps
  extends Omit<LinkProps, 'className' | 'style' | 'children'>, ButtonRecipe {
  children?: ReactNode;
  icon?: ReactNode;
  UNSAFE_className?: string;
}

/**
 * A link that looks like a button: for navigation, which must stay a real link (open in new tab,
 * right-click, screen readers announce 'link'). Routes client-side under RAC's RouterProvider.
 */
export function ButtonLink({
  variant,
  tone,
  size,
  icon,
  children,
  UNSAFE_className,
  ...props
}: ButtonLinkProps) {
  const className = buttonClassName({ variant, tone, size }, UNSAFE_className);
  return (
    <Link {...props} className={className}>
      {icon}
      {children}
    </Link>
  );
}
