import { useId } from 'react';
import { Checkbox } from '@atrium/design-system';
import { EVENTS, type TriggerEvent } from './trigger-form.js';
import * as css from './triggers.css.js';

/** The events a trigger fires on (spec section 4): several may be chosen, at least one must be. */
export function EventsField({
  events,
  onChange,
  errorMessage,
  isDisabled,
}: {
  events: readonly TriggerEvent[];
  onChange: (events: TriggerEvent[]) => void;
  errorMessage?: string;
  isDisabled: boolean;
}) {
  const label = useId();
  return (
    <fieldset className={css.group} aria-labelledby={label} disabled={isDisabled}>
      <legend id={label} className={css.groupLabel}>
        Events
      </legend>
      {EVENTS.map((event) => (
        <Checkbox
          key={event}
          isSelected={events.includes(event)}
          isDisabled={isDisabled}
          // Kept in the order Postgres lists them, whatever the order they were ticked in.
          onChange={(on) => onChange(EVENTS.filter((e) => (e === event ? on : events.includes(e))))}
        >
          {event}
        </Checkbox>
      ))}
      {errorMessage && (
        <p role="alert" className={css.fieldError}>
          {errorMessage}
        </p>
      )}
    </fieldset>
  );
}
