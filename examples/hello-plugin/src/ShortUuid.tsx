import type { CellRendererProps } from '@atrium/plugin-data-grid/contracts';

/**
 * A cell renderer for `uuid` columns in the table editor: the first eight digits, the whole value
 * on hover. Editing and copying still use the whole value: a renderer only changes the display.
 */
export default function ShortUuid({ value }: CellRendererProps) {
  const text = String(value);
  return <span title={text}>{`${text.slice(0, 8)}…`}</span>;
}
