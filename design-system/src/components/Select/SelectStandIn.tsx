import { useId, type ReactNode } from 'react';
import { Button, Label } from 'react-aria-components';
import { fieldRoot, label as labelClass } from '../FormField/FormField.css.js';
import { Glyph } from '../FormField/Glyph.js';
import { chevron, selectValue, trigger } from './Select.css.js';

export interface SelectStandInProps {
  /** The Select's visible label, if it has one. */
  label?: ReactNode;
  /** The Select's `aria-label`, when it has no visible label. */
  'aria-label'?: string;
  /** The chosen option's text, or the placeholder when nothing is chosen. */
  text: string;
  /** Whether `text` is the placeholder (muted, as the Select shows it). */
  isPlaceholder?: boolean;
  /** The Select's `UNSAFE_className`. */
  UNSAFE_className?: string;
}

/**
 * A closed Select as it looks and is named (the chosen text, then the label), without its list,
 * collection or popover: `Deferred` shows it until the Select is reached for, so a toolbar of
 * selects costs nothing at first paint.
 */
export function SelectStandIn({
  label,
  'aria-label': ariaLabel,
  text,
  isPlaceholder,
  UNSAFE_className,
}: SelectStandInProps) {
  const id = useId();
  const labelledBy = [`${id}-value`, label !== undefined ? `${id}-label` : ariaLabel && id];
  return (
    <div className={[fieldRoot, UNSAFE_className].filter(Boolean).join(' ')}>
      {label !== undefined && (
        <Label id={`${id}-label`} className={labelClass}>
          {label}
        </Label>
      )}
      <Button
        id={id}
        className={trigger}
        aria-label={ariaLabel}
        aria-haspopup="listbox"
        aria-expanded={false}
        aria-labelledby={labelledBy.filter(Boolean).join(' ')}
      >
        <span
          id={`${id}-value`}
          className={selectValue}
          data-placeholder={isPlaceholder || undefined}
        >
          {text}
        </span>
        <span className={chevron}>
          <Glyph name="chevronDown" />
        </span>
      </Button>
    </div>
  );
}
