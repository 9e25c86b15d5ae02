/**
 * Where the first CSV record of `text` ends (just past its line break), or -1 when `text` does
 * not hold a whole record yet. Quoted fields may contain commas and line breaks. A record ends at
 * LF, CRLF or a lone CR (old Mac files), as COPY itself reads them.
 */
export function firstRecordEnd(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    // A doubled quote inside a quoted field toggles twice: no net change, as it should be.
    if (char === '"') quoted = !quoted;
    else if ((char === '\n' || char === '\r') && !quoted) return i + 1;
  }
  return -1;
}

/** The fields of one CSV record (RFC 4180 quoting), without its line break or a leading BOM. */
export function csvFields(record: string): string[] {
  const line = record.replace(/^\uFEFF/, '').replace(/(\r\n|\r|\n)$/, '');
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i]!;
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        field += char;
      }
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}
