/**
 * Block-level markdown: the subset the docs are written in (ATX headings, paragraphs, lists,
 * fenced code, GFM tables, thematic breaks), parsed into plain data so it can be tested without
 * rendering. Raw HTML is not rendered; an HTML comment `<!-- embed:name -->` on its own line marks
 * where the site puts a live example (GitHub shows nothing there).
 */
export type Align = 'left' | 'center' | 'right' | undefined;

export type Block =
  | { readonly type: 'heading'; readonly level: number; readonly text: string }
  | { readonly type: 'paragraph'; readonly text: string }
  | {
      readonly type: 'list';
      readonly ordered: boolean;
      readonly start: number;
      readonly items: readonly (readonly Block[])[];
    }
  | {
      readonly type: 'code';
      readonly code: string;
      readonly lang?: string;
      readonly title?: string;
    }
  | {
      readonly type: 'table';
      readonly header: readonly string[];
      readonly align: readonly Align[];
      readonly rows: readonly (readonly string[])[];
    }
  | { readonly type: 'rule' }
  | { readonly type: 'embed'; readonly name: string };

/** A reader recognises one kind of block at `lines[start]`, or returns undefined. */
type Read = { readonly block?: Block; readonly end: number };
type Reader = (lines: readonly string[], start: number) => Read | undefined;

const FENCE = /^( {0,3})(`{3,}|~{3,})(.*)$/;
const HEADING = /^ {0,3}(#{1,6})(?:[ \t]+(.*?))?(?:[ \t]+#+)?[ \t]*$/;
const RULE = /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/;
const LIST_ITEM = /^( {0,3})([-*+]|\d{1,9}[.)])( +|$)(.*)$/;
const TABLE_DIVIDER = /^ *\|? *:?-+:? *(?:\| *:?-+:? *)*\|? *$/;
const COMMENT_START = /^ {0,3}<!--/;
const EMBED = /^ {0,3}<!--\s*embed:([\w-]+)\s*-->\s*$/;

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
const indentOf = (line: string) => line.length - line.trimStart().length;

const readFence: Reader = (lines, start) => {
  const match = FENCE.exec(lines[start]!);
  if (!match) return undefined;
  const [, indent, marker, rest] = match as unknown as [string, string, string, string];
  const info = rest.trim();
  if (marker.startsWith('`') && info.includes('`')) return undefined;
  const closing = new RegExp(`^ {0,3}${marker[0]}{${marker.length},}\\s*$`);
  const code: string[] = [];
  let i = start + 1;
  for (; i < lines.length && !closing.test(lines[i]!); i++) {
    // Content is dedented by the fence's own indentation, as CommonMark does.
    const line = lines[i]!;
    code.push(line.slice(Math.min(indent.length, indentOf(line))));
  }
  const lang = info.split(/\s+/)[0] || undefined;
  const title = /(?:^|\s)title=(\S+)/.exec(info)?.[1];
  return { block: { type: 'code', code: code.join('\n'), lang, title }, end: i + 1 };
};

const readHeading: Reader = (lines, start) => {
  const match = HEADING.exec(lines[start]!);
  if (!match) return undefined;
  return {
    block: { type: 'heading', level: match[1]!.length, text: match[2] ?? '' },
    end: start + 1,
  };
};

const readRule: Reader = (lines, start) =>
  RULE.test(lines[start]!) ? { block: { type: 'rule' }, end: start + 1 } : undefined;

const readComment: Reader = (lines, start) => {
  const line = lines[start]!;
  if (!COMMENT_START.test(line)) return undefined;
  const embed = EMBED.exec(line);
  if (embed) return { block: { type: 'embed', name: embed[1]! }, end: start + 1 };
  let i = start;
  while (i < lines.length && !lines[i]!.includes('-->')) i++;
  return { end: i + 1 };
};

/** Splits a table row on unescaped pipes; `\|` stands for a pipe inside a cell (GFM). */
function splitRow(line: string): string[] {
  const trimmed = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  return trimmed.split(/(?<!\\)\|/).map((cell) => cell.trim().replace(/\\\|/g, '|'));
}

function alignOf(divider: string): Align {
  const left = divider.startsWith(':');
  const right = divider.endsWith(':');
  if (left && right) return 'center';
  if (right) return 'right';
  return left ? 'left' : undefined;
}

const readTable: Reader = (lines, start) => {
  const divider = lines[start + 1];
  if (!lines[start]!.includes('|') || divider === undefined || !TABLE_DIVIDER.test(divider)) {
    return undefined;
  }
  const header = splitRow(lines[start]!);
  const align = splitRow(divider).map(alignOf);
  if (header.length !== align.length) return undefined;
  const rows: string[][] = [];
  let i = start + 2;
  for (; i < lines.length && !isBlank(lines[i]) && lines[i]!.includes('|'); i++) {
    const cells = splitRow(lines[i]!);
    rows.push(header.map((_, column) => cells[column] ?? ''));
  }
  return { block: { type: 'table', header, align, rows }, end: i };
};

/** Whether a line ends the paragraph before it (CommonMark: only lists starting at 1 do). */
function interruptsParagraph(line: string): boolean {
  if ([readFence, readHeading, readRule, readComment].some((read) => read([line], 0))) return true;
  const item = LIST_ITEM.exec(line);
  return !!item && item[4] !== '' && (!/\d/.test(item[2]!) || parseInt(item[2]!, 10) === 1);
}

const readList: Reader = (lines, start) => {
  const first = LIST_ITEM.exec(lines[start]!);
  if (!first) return undefined;
  const ordered = /\d/.test(first[2]!);
  const items: Block[][] = [];
  let i = start;
  for (;;) {
    const item = LIST_ITEM.exec(lines[i] ?? '');
    if (!item || /\d/.test(item[2]!) !== ordered) break;
    // Continuation lines must reach the item's content column; up to there they are dedented.
    const column = item[1]!.length + item[2]!.length + Math.max(1, item[3]!.length);
    const content = [item[4]!];
    i++;
    while (i < lines.length) {
      const line = lines[i]!;
      if (isBlank(line)) {
        let next = i;
        while (next < lines.length && isBlank(lines[next])) next++;
        if (next >= lines.length || indentOf(lines[next]!) < column) break;
        content.push(...lines.slice(i, next).map(() => ''));
        i = next;
      } else if (indentOf(line) >= column) {
        content.push(line.slice(column));
        i++;
      } else if (LIST_ITEM.test(line) || interruptsParagraph(line)) {
        break;
      } else {
        content.push(line.trim()); // a lazy continuation of the item's paragraph
        i++;
      }
    }
    items.push(parseBlocks(content.join('\n')));
    // Blank lines between two items of the same list keep the list going.
    let next = i;
    while (next < lines.length && isBlank(lines[next])) next++;
    const sibling = LIST_ITEM.exec(lines[next] ?? '');
    if (!sibling || /\d/.test(sibling[2]!) !== ordered) break;
    i = next;
  }
  const number = ordered ? parseInt(first[2]!, 10) : 1;
  return { block: { type: 'list', ordered, start: number, items }, end: i };
};

const readParagraph: Reader = (lines, start) => {
  const text = [lines[start]!.trim()];
  let i = start + 1;
  while (i < lines.length && !isBlank(lines[i]) && !interruptsParagraph(lines[i]!)) {
    text.push(lines[i]!.trim());
    i++;
  }
  // Soft line breaks render as spaces.
  return { block: { type: 'paragraph', text: text.join(' ') }, end: i };
};

// Order matters: a rule (`- - -`) before a list, a table before a paragraph.
const readers: readonly Reader[] = [
  readFence,
  readHeading,
  readComment,
  readRule,
  readTable,
  readList,
  readParagraph,
];

export function parseBlocks(source: string): Block[] {
  const lines = source.replace(/\t/g, '    ').split(/\r?\n/);
  const blocks: Block[] = [];
  let i = 0;
  while (i < lines.length) {
    if (isBlank(lines[i])) {
      i++;
      continue;
    }
    for (const read of readers) {
      const result = read(lines, i);
      if (!result) continue;
      if (result.block) blocks.push(result.block);
      i = result.end;
      break;
    }
  }
  return blocks;
}
