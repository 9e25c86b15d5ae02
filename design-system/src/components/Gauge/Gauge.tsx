import type { ReactNode } from 'react';
import { Meter, type MeterProps } from 'react-aria-components';
import { BarLayout } from '../ProgressBar/BarLayout.js';
import * as barStyles from '../ProgressBar/ProgressBar.css.js';
import { gaugeFill } from './Gauge.css.js';
import { gaugePercentage, gaugeTone } from './gaugeTone.js';

export interface GaugeProps extends Omit<MeterProps, 'className' | 'style' | 'children'> {
  /** Visible label; give `aria-label` instead when there is none. */
  label?: ReactNode;
  /** Shows the formatted value next to the label. */
  showValueText?: boolean;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

/**
 * A level within a known range, such as active connections out of the maximum. Its colour follows
 * the filled share (caution above 75 %, critical above 90 %) and is also exposed as `data-tone`.
 */
export function Gauge({ label, showValueText = true, UNSAFE_className, ...props }: GaugeProps) {
  const { value = 0, minValue = 0, maxValue = 100 } = props;
  const tone = gaugeTone(gaugePercentage(value, minValue, maxValue));
  const className = [barStyles.root, UNSAFE_className].filter(Boolean).join(' ');
  return (
    <Meter {...props} className={className} data-tone={tone}>
      {({ percentage, valueText }) => (
        <BarLayout
          label={label}
          valueText={showValueText ? valueText : undefined}
          percentage={percentage}
          fillClassName={gaugeFill({ tone })}
        />
      )}
    </Meter>
  );
}
