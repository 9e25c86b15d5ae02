/**
 * Inline markdown: code spans, images, links, strong and emphasis (`*` or `_`, which Prettier writes),
 * and backslash escapes. Anything else is text; raw HTML stays text and so is never injected.
 */
export type Inline =
  | { readonly type: 'text'; readonly text: string }
  | { readonly type: 'code'; readonly text: string }
  | { readonly type: 'strong' | 'em'; readonly children: readonly Inline[] }
  | { readonly type: 'link'; readonly href: string; readonly children: readonly Inline[] }
  | { readonly type: 'image'; readonly src: string; readonly alt: string };

// One alternative per construct; at any position the earlier alternative wins (`**` before `*`).
const TOKEN = new RegExp(
  [
    /\\([!-/:-@[-`{-~])/.source, // 1: escaped punctuation
    /(`+)([\s\S]*?[^`])\2(?!`)/.source, // 2, 3: code span
    /!\[([^\]]*)\]\(\s*<?([^\s)>]*)>?(?:\s+"[^"]*")?\s*\)/.source, // 4, 5: image, optional title
    /\[([^\]]*)\]\(\s*<?([^\s)>]*)>?(?:\s+"[^"]*")?\s*\)/.source, // 6, 7: link, optional title
    // A closing marker right after a backslash is escaped, so content never ends with one.
    /\*\*(?!\s)([\s\S]*?[^\s\\])\*\*/.source, // 8: strong
    /\*(?![\s*])([\s\S]*?[^\s*\\])\*/.source, // 9: emphasis
    /(?<![\w])_(?![\s_])([\s\S]*?[^\s_\\])_(?!\w)/.source, // 10: emphasis; not inside snake_case
  ].join('|'),
  'g',
);

/** CommonMark strips one space from each side of a code span that has both. */
function codeText(raw: string): string {
  return /^ .* $/s.test(raw) && raw.trim() !== '' ? raw.slice(1, -1) : raw;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  const pushText = (value: string) => {
    if (!value) return;
    const previous = out[out.length - 1];
    if (previous?.type === 'text')
      out[out.length - 1] = { type: 'text', text: previous.text + value };
    else out.push({ type: 'text', text: value });
  };
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    pushText(text.slice(last, match.index));
    last = match.index + match[0].length;
    const [, escaped, , code, alt, src, linkText, href, strong, em, underscored] = match;
    if (escaped !== undefined) pushText(escaped);
    else if (code !== undefined) out.push({ type: 'code', text: codeText(code) });
    else if (alt !== undefined) out.push({ type: 'image', src: src ?? '', alt });
    else if (linkText !== undefined) {
      out.push({ type: 'link', href: href ?? '', children: parseInline(linkText) });
    } else if (strong !== undefined) out.push({ type: 'strong', children: parseInline(strong) });
    else out.push({ type: 'em', children: parseInline(em ?? underscored ?? '') });
  }
  pushText(text.slice(last));
  return out;
}

/** The plain text of inline markdown, for slugs and titles. */
export function inlineText(text: string): string {
  const flatten = (nodes: readonly Inline[]): string =>
    nodes
      .map((node) =>
        'children' in node ? flatten(node.children) : node.type === 'image' ? node.alt : node.text,
      )
      .join('');
  return flatten(parseInline(text));
}
