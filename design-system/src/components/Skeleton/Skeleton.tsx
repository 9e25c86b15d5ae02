import { visuallyHidden } from '../../theme/visually-hidden.css.js';
import * as styles from './Skeleton.css.js';

export interface SkeletonProps extends styles.SkeletonRecipe {
  /**
   * How many lines or blocks.
   * @default 3 lines, 1 block
   */
  count?: number;
  /** Height of each shape in pixels, overriding the shape's default. */
  height?: number;
  /** What screen readers hear instead of the shapes. */
  label?: string;
  /** Escape hatch for layout tweaks. */
  UNSAFE_className?: string;
}

const defaultCount: Record<styles.SkeletonShape, number> = { line: 3, block: 1 };

/**
 * A shimmering placeholder while content loads. The container is `aria-busy`; the shapes are
 * hidden from screen readers, which hear the label once instead of a row of empty boxes.
 */
export function Skeleton({
  shape = 'line',
  count = defaultCount[shape],
  height,
  label = 'Loading',
  UNSAFE_className,
}: SkeletonProps) {
  const className = [styles.stack, UNSAFE_className].filter(Boolean).join(' ');
  return (
    <div aria-busy="true" className={className}>
      <span className={visuallyHidden}>{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <span
          key={index}
          aria-hidden
          className={styles.shape({ shape })}
          style={height ? { height } : undefined}
        />
      ))}
    </div>
  );
}
