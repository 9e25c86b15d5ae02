import type { syntaxHighlighting } from '@codemirror/language';
import { token } from './CodeEditor.css.js';

type Highlighter = Parameters<typeof syntaxHighlighting>[0];
type Tag = Parameters<Highlighter['style']>[0][number];

/** Lezer's standard tag names, by the token class that colours them. */
const classByTag: Readonly<Record<string, string>> = {
  keyword: token.keyword,
  operatorKeyword: token.keyword,
  modifier: token.keyword,
  string: token.string,
  number: token.literal,
  bool: token.literal,
  null: token.literal,
  comment: token.comment,
  operator: token.operator,
  typeName: token.type,
  punctuation: token.punctuation,
  bracket: token.punctuation,
};

/**
 * Maps syntax tags to the design system's token classes. Each tag's `set` lists it and its
 * parents, most specific first, so `lineComment` falls back to `comment`.
 */
export const tokenHighlighter: Highlighter = {
  style(tags: readonly Tag[]) {
    for (const tag of tags) {
      for (const candidate of tag.set) {
        const className = classByTag[candidate.toString()];
        if (className) return className;
      }
    }
    return null;
  },
};
