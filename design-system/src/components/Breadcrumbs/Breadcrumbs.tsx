import { useState } from 'react';
import { Breadcrumb, Breadcrumbs as AriaBreadcrumbs, Link, type Key } from 'react-aria-components';
import { Button } from '../Button/Button.js';
import * as styles from './Breadcrumbs.css.js';
import { breadcrumbCollapse, collapseBreadcrumbs } from './collapseBreadcrumbs.js';

export interface BreadcrumbItem {
  label: string;
  /** Where the crumb links to. The last crumb is the current page: aria-current, not pressable. */
  href?: string;
}

export interface BreadcrumbsProps {
  /** The path, from the root; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** Called with the crumb pressed, for client-side navigation without an href. */
  onAction?: (item: BreadcrumbItem, index: number) => void;
  /** Names the navigation landmark. */
  'aria-label'?: string;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/**
 * The path to the current page. More than 5 crumbs collapse to the first 2, a '...' button and
 * the last 2; pressing '...' reveals the rest and moves focus to the first revealed crumb.
 * react-aria marks the last crumb as the current page.
 */
export function Breadcrumbs({
  items,
  onAction,
  'aria-label': ariaLabel = 'Breadcrumbs',
  UNSAFE_className,
}: BreadcrumbsProps) {
  const [expanded, setExpanded] = useState(false);
  const { head, hidden, tail } = expanded
    ? { head: items, hidden: [], tail: [] }
    : collapseBreadcrumbs(items);

  const crumb = (item: BreadcrumbItem, index: number) => (
    <Breadcrumb key={index} id={index} className={styles.item}>
      {({ isCurrent }) => (
        <>
          {/* The first revealed crumb takes focus from the '...' button, which goes away. */}
          <Link
            href={item.href}
            className={styles.link}
            autoFocus={expanded && index === breadcrumbCollapse.head}
          >
            {item.label}
          </Link>
          {!isCurrent && <Separator />}
        </>
      )}
    </Breadcrumb>
  );

  return (
    <nav aria-label={ariaLabel} className={UNSAFE_className}>
      <AriaBreadcrumbs
        className={styles.list}
        onAction={(key: Key) => onAction?.(items[Number(key)]!, Number(key))}
      >
        {head.map((item, index) => crumb(item, index))}
        {hidden.length > 0 && (
          <Breadcrumb id="collapsed" className={styles.item}>
            <Button
              variant="ghost"
              size="small"
              aria-label={`Show ${hidden.length} hidden breadcrumbs`}
              onPress={() => setExpanded(true)}
            >
              ...
            </Button>
            <Separator />
          </Breadcrumb>
        )}
        {tail.map((item, index) => crumb(item, items.length - tail.length + index))}
      </AriaBreadcrumbs>
    </nav>
  );
}

function Separator() {
  return (
    <span aria-hidden className={styles.separator}>
      /
    </span>
  );
}
