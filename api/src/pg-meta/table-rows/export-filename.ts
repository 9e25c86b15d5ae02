/** `[table]_rows.csv` (spec section 9), with an RFC 5987 `filename*` when the name is not ASCII. */
export function exportDisposition(table: string): string {
  const filename = `${table}_rows.csv`;
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  if (ascii === filename) return `attachment; filename="${filename}"`;
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
