import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from 'react-aria-components';
import * as styles from './EmptyState.css.js';

export interface EmptyStateProps
  extends
    Omit<HTMLAttributes<HTMLDivElement>, 'className' | 'style' | 'title'>,
    styles.PanelRecipe {
  /** The headline, such as 'No results found'. */
  title?: ReactNode;
  /** One or two sentences explaining why and what to do next. */
  description?: ReactNode;
  /** A button or link, such as 'Reset filter'. */
  action?: ReactNode;
  /** A decorative icon above the title. */
  icon?: ReactNode;
  /** The title's heading level, so it fits the page outline (1 when it is all the page says). */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/** Says that there is nothing to show yet, and offers the next step. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  headingLevel = 3,
  framed,
  UNSAFE_className,
  ...props
}: EmptyStateProps) {
  const className = [styles.panel({ framed }), UNSAFE_className].filter(Boolean).join(' ');
  return (
    <div {...props} className={className}>
      {icon && <span className={styles.icon}>{icon}</span>}
      {title && (
        <Heading level={headingLevel} className={styles.title}>
          {title}
        </Heading>
      )}
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
