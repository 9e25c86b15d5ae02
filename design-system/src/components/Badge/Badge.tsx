import type { HTMLAttributes, ReactNode } from 'react';
import { badge, type BadgeRecipe } from './Badge.css.js';

export interface BadgeProps
  extends Omit<HTMLAttributes<HTMLSpanElement>, 'className' | 'style' | 'children'>, BadgeRecipe {
  /** The label; keep it to a few words. */
  children: ReactNode;
  /** Escape hatch for layout tweaks; prefer a tone. */
  UNSAFE_className?: string;
}

/** A short status label ('Public', 'RLS Disabled'). Plain text, so it reads inline. */
export function Badge({ tone, children, UNSAFE_className, ...props }: BadgeProps) {
  const className = [badge({ tone }), UNSAFE_className].filter(Boolean).join(' ');
  return (
    <span {...props} className={className}>
      {children}
    </span>
  );
}
