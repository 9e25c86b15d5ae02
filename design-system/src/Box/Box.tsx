import {
  createElement,
  forwardRef,
  type AllHTMLAttributes,
  type ElementType,
  type Ref,
} from 'react';
import { sprinkles, type Sprinkles } from '../sprinkles.css.js';

export interface BoxProps
  extends Omit<AllHTMLAttributes<HTMLElement>, keyof Sprinkles | 'as' | 'className'>, Sprinkles {
  /** The element to render; `div` by default. */
  as?: ElementType;
  className?: string;
}

/** Every component renders through Box: sprinkle props become atomic classes, the rest pass on. */
export const Box = forwardRef(function Box(
  { as = 'div', className, ...props }: BoxProps,
  ref: Ref<HTMLElement>,
) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    (sprinkles.properties.has(key as keyof Sprinkles) ? atoms : rest)[key] = value;
  }
  const classes = [sprinkles(atoms as Sprinkles), className].filter(Boolean).join(' ');
  return createElement(as, { ...rest, className: classes, ref });
});
