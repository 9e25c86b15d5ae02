import type { ReactNode } from 'react';
import { Label } from 'react-aria-components';
import * as styles from './ProgressBar.css.js';

export interface BarLayoutProps {
  label?: ReactNode;
  /** Formatted by react-aria from the value, so it matches aria-valuetext. */
  valueText?: string;
  /** Width of the fill; undefined for an indeterminate bar. */
  percentage: number | undefined;
  /** Colours the fill (Gauge's tone). */
  fillClassName?: string;
}

/**
 * The visible parts of ProgressBar and Gauge. react-aria's ProgressBar and Meter own the roles,
 * values and label wiring; this only draws them.
 */
export function BarLayout({ label, valueText, percentage, fillClassName }: BarLayoutProps) {
  const fill = [styles.fill, percentage === undefined && styles.indeterminate, fillClassName]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {(label || valueText) && (
        <div className={styles.header}>
          {label && <Label>{label}</Label>}
          {valueText && <span className={styles.valueText}>{valueText}</span>}
        </div>
      )}
      <div className={styles.track}>
        <div
          className={fill}
          style={percentage === undefined ? undefined : { width: `${percentage}%` }}
        />
      </div>
    </>
  );
}
