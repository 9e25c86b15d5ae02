import ts from 'typescript';
import { parseStatements } from '../../api/src/sql/parse-tree.js';

/**
 * SQL text is told by Postgres's own parser, not by a keyword list: every string and template
 * literal of a file (a template's `${...}` read as an identifier) that parses into a statement is
 * SQL. Bare words such as `'tables'` or `'public'` do not parse.
 */

/** A literal's text, with each substitution of a template standing as a plain identifier. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
  }
  return undefined;
}

/** `file:line` of each literal in `source` that Postgres reads as one or more statements. */
export async function sqlTextIn(fileName: string, source: string): Promise<string[]> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const literals: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (literalText(node) !== undefined) literals.push(node);
    // A template's own parts are read through the template, not one by one.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(file);
  const found: string[] = [];
  for (const node of literals) {
    const statements = await parseStatements(literalText(node)!);
    if (statements && statements.length > 0) {
      found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
  }
  return found;
}
