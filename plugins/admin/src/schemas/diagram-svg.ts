import { HEADER_HEIGHT, ROW_HEIGHT } from './diagram-model.js';
import type { DiagramLayout, PlacedTable, Point } from './layout.js';

/*
 * The diagram as a standalone SVG document, written here rather than copied from the screen: the
 * screen's boxes are HTML (links, focus, text that wraps to the theme), and an export must carry
 * its own colours and fonts to look the same wherever it is opened. The PNG export draws this.
 */

/** The export's colours: light, whatever the screen's scheme, as a printed diagram would be. */
const COLORS = {
  background: '#ffffff',
  box: '#ffffff',
  header: '#f1f3f5',
  border: '#c9cdd2',
  text: '#1c1f23',
  muted: '#5f6670',
  key: '#0b6b3a',
  edge: '#7a828c',
};
const FONT = 'ui-sans-serif, system-ui, sans-serif';
const CODE_FONT = 'ui-monospace, monospace';
/** Text is cut to what fits its box at about this many pixels a character (12px text). */
const CHAR_WIDTH = 7;
const PAD = 10;

const escapeXml = (text: string) =>
  text.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c]!,
  );

/** `text` cut with an ellipsis to at most `width` pixels. */
export function fitText(text: string, width: number): string {
  const max = Math.max(1, Math.floor(width / CHAR_WIDTH));
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

const path = (points: readonly Point[]) =>
  points.map(({ x, y }, i) => `${i === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

function tableSvg(table: PlacedTable): string {
  const { x, y, width, height } = table;
  const rows = table.columns.map((column, i) => {
    const baseline = y + HEADER_HEIGHT + i * ROW_HEIGHT + ROW_HEIGHT / 2 + 4;
    const marker = [column.primary && 'PK', column.foreign && 'FK'].filter(Boolean).join(' ');
    const typeWidth = width / 2 - PAD;
    return [
      marker &&
        `<text x="${x + PAD}" y="${baseline}" font-size="10" font-weight="700" fill="${COLORS.key}">${marker}</text>`,
      `<text x="${x + PAD + 40}" y="${baseline}" font-size="12" fill="${COLORS.text}">${escapeXml(fitText(column.name, width / 2 - 40 - PAD))}</text>`,
      `<text x="${x + width - PAD}" y="${baseline}" font-size="11" text-anchor="end" font-family="${CODE_FONT}" fill="${COLORS.muted}">${escapeXml(fitText(column.type, typeWidth))}</text>`,
    ]
      .filter(Boolean)
      .join('');
  });
  const empty = table.columns.length
    ? ''
    : `<text x="${x + PAD}" y="${y + HEADER_HEIGHT + ROW_HEIGHT / 2 + 4}" font-size="12" fill="${COLORS.muted}">No columns</text>`;
  return (
    `<g data-table="${escapeXml(table.name)}">` +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="6" fill="${COLORS.box}" stroke="${COLORS.border}"/>` +
    `<path d="M${x},${y + HEADER_HEIGHT}h${width}" stroke="${COLORS.border}"/>` +
    `<text x="${x + PAD}" y="${y + HEADER_HEIGHT / 2 + 5}" font-size="13" font-weight="700" fill="${COLORS.text}">${escapeXml(fitText(table.name, width - 2 * PAD))}</text>` +
    rows.join('') +
    empty +
    '</g>'
  );
}

/** The whole diagram at its own size, one `<g>` per table, one `<path>` per foreign key. */
export function diagramSvg(layout: DiagramLayout, title: string): string {
  const { width, height } = layout;
  const edges = layout.edges
    .filter((edge) => edge.points.length > 1)
    .map(
      (edge) =>
        `<path d="${path(edge.points)}" fill="none" stroke="${COLORS.edge}" stroke-width="1.5" marker-end="url(#fk-arrow)" data-fk="${escapeXml(edge.name)}"/>`,
    );
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${FONT}">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs><marker id="fk-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0L10,5L0,10z" fill="${COLORS.edge}"/></marker></defs>` +
    `<rect width="100%" height="100%" fill="${COLORS.background}"/>` +
    edges.join('') +
    layout.tables.map(tableSvg).join('') +
    '</svg>'
  );
}
