import { parseRaw } from './parse-off-loop.js';

/** Names, in words, what one node of a parse tree (its kind and fields) is, or undefined. */
export type NodeWords = (kind: string, fields: Record<string, unknown>) => string | undefined;

function collect(node: unknown, describe: NodeWords, found: Set<string>): void {
  if (Array.isArray(node)) return node.forEach((item) => collect(item, describe, found));
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      const words = describe(key, value as Record<string, unknown>);
      if (words) found.add(words);
    }
    collect(value, describe, found);
  }
}

/**
 * Every node of `sql`'s parse trees, nested ones too, that `describe` names, in words and in
 * order of first appearance: empty when none, undefined when the parser refuses the text (then
 * Postgres refuses it before running any of it).
 */
export async function partsInTree(
  sql: string,
  describe: NodeWords,
): Promise<readonly string[] | undefined> {
  const statements = await parseRaw(sql);
  if (!statements) return undefined;
  const found = new Set<string>();
  for (const { stmt } of statements) collect(stmt, describe, found);
  return [...found];
}
