import { PostgreSQL } from '@codemirror/lang-sql';
import { token } from '../CodeEditor/CodeEditor.css.js';

/** A run of the code, with the token class that colours it (none for names and spaces). */
export interface CodeSpan {
  readonly text: string;
  readonly className?: string;
}

/**
 * The SQL parser's token names, by the class the code editor colours the same token with (its
 * highlighter maps the tags lang-sql gives these names), so a block reads like the editor.
 */
const classByToken: Readonly<Record<string, string>> = {
  Keyword: token.keyword,
  Type: token.type,
  String: token.string,
  QuotedIdentifier: token.string,
  Number: token.literal,
  Bool: token.literal,
  Null: token.literal,
  LineComment: token.comment,
  BlockComment: token.comment,
  Operator: token.operator,
  '.': token.operator,
  Punctuation: token.punctuation,
  '(': token.punctuation,
  ')': token.punctuation,
  '[': token.punctuation,
  ']': token.punctuation,
  '{': token.punctuation,
  '}': token.punctuation,
  ';': token.punctuation,
};

/**
 * PostgreSQL code cut into coloured runs by CodeMirror's SQL parser. The runs cover the code
 * exactly, whitespace included, so the block's text is the code whatever is coloured. Heavy (the
 * parser): `CodeBlock` imports it on demand.
 */
export function highlightSql(code: string): CodeSpan[] {
  const spans: CodeSpan[] = [];
  let at = 0;
  PostgreSQL.language.parser.parse(code).iterate({
    enter(node) {
      const className = classByToken[node.type.name];
      if (!className) return true;
      if (node.from > at) spans.push({ text: code.slice(at, node.from) });
      spans.push({ text: code.slice(node.from, node.to), className });
      at = node.to;
      // A coloured token is a leaf for colouring: nothing inside it is coloured again.
      return false;
    },
  });
  if (at < code.length) spans.push({ text: code.slice(at) });
  return spans;
}
