// @vitest-environment jsdom
// jsdom for its DOMParser: the export is checked as parsed XML, not as a string.
import { describe, expect, it } from 'vitest';
import { diagramModel } from './diagram-model.js';
import { diagramSvg, fitText } from './diagram-svg.js';
import { layoutDiagram } from './layout.js';
import { SHOP } from './test-schema.js';

/** The export parsed as the XML it claims to be: a malformed document fails here. */
function parse(svg: string) {
  const doc = new DOMParser().parseFromString(svg, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc.documentElement;
}

describe('diagramSvg', () => {
  const layout = layoutDiagram(diagramModel('shop', SHOP));

  it('is a standalone SVG document of the diagram’s size with a title', () => {
    const svg = parse(diagramSvg(layout, 'Schema shop'));
    expect(svg.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
    expect(svg.getAttribute('width')).toBe(String(layout.width));
    expect(svg.getAttribute('height')).toBe(String(layout.height));
    expect(svg.querySelector('title')!.textContent).toBe('Schema shop');
  });

  it('draws every table with its columns and keys, and a line per foreign key', () => {
    const svg = parse(diagramSvg(layout, 'Schema shop'));
    const tables = [...svg.querySelectorAll('g[data-table]')].map((g) =>
      g.getAttribute('data-table'),
    );
    expect(tables).toEqual(SHOP.map((t) => t.name));
    const orders = svg.querySelector('g[data-table="orders"]')!;
    const texts = [...orders.querySelectorAll('text')].map((t) => t.textContent);
    expect(texts).toEqual([
      'orders',
      'PK',
      'id',
      'int8',
      'FK',
      'customer_id',
      'text',
      'audited_by',
      'text',
    ]);
    const lines = [...svg.querySelectorAll('path[data-fk]')].map((p) => p.getAttribute('data-fk'));
    expect(lines).toEqual([
      'orders_customer_id_fkey',
      'order_items_order_id_fkey',
      'order_items_product_id_fkey',
      'categories_parent_id_fkey',
    ]);
    expect(svg.querySelector('g[data-table="empty"]')!.textContent).toContain('No columns');
  });

  it('escapes names, which may hold any character in a quoted identifier', () => {
    const hostile = diagramModel('shop', [
      {
        ...SHOP[0]!,
        name: '<b>"x" & \'y\'',
        columns: [{ name: '</text>', format: 'text', is_nullable: true }],
      },
    ]);
    const svg = parse(diagramSvg(layoutDiagram(hostile), 'Schema <shop>'));
    expect(svg.querySelector('title')!.textContent).toBe('Schema <shop>');
    expect(svg.querySelector('g')!.getAttribute('data-table')).toBe('<b>"x" & \'y\'');
    expect([...svg.querySelectorAll('text')].map((t) => t.textContent)).toContain('</text>');
  });

  it('cuts text that would overflow its box', () => {
    expect(fitText('short', 100)).toBe('short');
    expect(fitText('a_very_long_column_name_indeed', 70)).toBe('a_very_lo…');
  });
});
