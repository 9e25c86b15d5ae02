import { InlineTooltip, visuallyHidden } from '@atrium/design-system';
import { truncatedName } from './truncated-name.js';
import * as css from './admin.css.js';

/** A table's name, cut after 20 characters with the whole name in a tooltip (spec section 9). */
export function TruncatedName({ name }: { name: string }) {
  const { shown, truncated } = truncatedName(name);
  if (!truncated) return <span className={css.name}>{name}</span>;
  return (
    <InlineTooltip content={name}>
      {/* Focusable, so a keyboard reaches the tooltip; screen readers hear the whole name. */}
      <span className={css.name} tabIndex={0}>
        <span aria-hidden>{shown}</span>
        <span className={visuallyHidden}>{name}</span>
      </span>
    </InlineTooltip>
  );
}
