import type { ReactNode } from 'react';
import {
  ProgressBar as AriaProgressBar,
  type ProgressBarProps as AriaProgressBarProps,
} from 'react-aria-components';
import { BarLayout } from './BarLayout.js';
import * as styles from './ProgressBar.css.js';

export interface ProgressBarProps extends Omit<
  AriaProgressBarProps,
  'className' | 'style' | 'children'
> {
  /** Visible label; give `aria-label` instead when there is none. */
  label?: ReactNode;
  /** Shows the formatted value (e.g. '42%') next to the label. */
  showValueText?: boolean;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/**
 * Progress of an operation such as an upload. Without `value` (or with `isIndeterminate`) it
 * shows activity without a percentage.
 */
export function ProgressBar({
  label,
  showValueText = true,
  UNSAFE_className,
  ...props
}: ProgressBarProps) {
  const className = [styles.root, UNSAFE_className].filter(Boolean).join(' ');
  return (
    <AriaProgressBar {...props} className={className}>
      {({ percentage, valueText, isIndeterminate }) => (
        <BarLayout
          label={label}
          valueText={showValueText && !isIndeterminate ? valueText : undefined}
          percentage={isIndeterminate ? undefined : percentage}
        />
      )}
    </AriaProgressBar>
  );
}
