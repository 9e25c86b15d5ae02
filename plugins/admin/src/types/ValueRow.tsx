import { useRef } from 'react';
import { IconButton, TextField } from '@atrium/design-system';
import { useValueDrag, useValueDrop, type DraggedValue } from './use-value-drag.js';
import type { EnumValue } from './type-form.js';
import * as css from './types.css.js';

export interface ValueRowProps {
  readonly row: EnumValue;
  /** `Value 2`: the field's label, and the row's name while a value is dragged onto it. */
  readonly label: string;
  /** Only a new value moves and goes; an existing one can only be renamed. */
  readonly isNew: boolean;
  readonly errorMessage?: string;
  readonly canMoveUp: boolean;
  readonly canMoveDown: boolean;
  readonly canRemove: boolean;
  readonly onRename: (value: string) => void;
  readonly onMove: (step: -1 | 1) => void;
  readonly onRemove: () => void;
  /** The value being dragged in this panel, if any. */
  readonly dragged: DraggedValue;
  /** A value (by key) was dropped on this row: it takes this row's place. */
  readonly onDropHere: (key: number) => void;
}

/**
 * One value: a new one's drag handle, its field, then (for a new value) its move and remove
 * buttons. The whole row is where a dragged value lands; only the handle starts a drag, so a
 * pointer in the field still selects its text.
 */
export function ValueRow(props: ValueRowProps) {
  const { row, label, isNew } = props;
  const ref = useRef<HTMLDivElement>(null);
  const { dragProps, isDragging } = useValueDrag(row, props.dragged, !isNew);
  const { dropProps, isDropTarget } = useValueDrop(ref, props.dragged, props.onDropHere);
  return (
    <div
      {...dropProps}
      ref={ref}
      role="group"
      aria-label={label}
      // Focusable only for react-aria's keyboard drag, which moves focus to the drop target.
      tabIndex={-1}
      className={css.valueRow}
      data-dragging={isDragging || undefined}
      data-drop-target={isDropTarget || undefined}
    >
      {isNew ? (
        <div
          {...dragProps}
          role="button"
          tabIndex={0}
          aria-label={`Drag ${label}`}
          className={css.dragHandle}
        >
          ⠿
        </div>
      ) : (
        // An existing value cannot move: the handle's place is kept so the fields line up.
        <span className={css.noHandle} />
      )}
      <TextField
        label={label}
        value={row.value}
        onChange={props.onRename}
        errorMessage={props.errorMessage}
      />
      {isNew && (
        <div className={css.valueActions}>
          <IconButton
            size="small"
            variant="ghost"
            icon="↑"
            label={`Move ${label} up`}
            isDisabled={!props.canMoveUp}
            onPress={() => props.onMove(-1)}
          />
          <IconButton
            size="small"
            variant="ghost"
            icon="↓"
            label={`Move ${label} down`}
            isDisabled={!props.canMoveDown}
            onPress={() => props.onMove(1)}
          />
          <IconButton
            size="small"
            variant="ghost"
            tone="critical"
            icon="×"
            label={`Remove ${label}`}
            isDisabled={!props.canRemove}
            onPress={props.onRemove}
          />
        </div>
      )}
    </div>
  );
}
