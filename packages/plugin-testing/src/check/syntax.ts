import ts from 'typescript';

/** The last tree read of each file, so the rules, run one after another, parse a file once. */
const trees = new Map<string, ts.SourceFile>();

/**
 * A file's syntax tree, read without a program or type information: the rules look at what the
 * code says (imports, calls, declarations), so comments and strings neither hide nor invent a
 * problem, and a package is checked without installing or compiling it.
 */
export function parse(fileName: string, text: string): ts.SourceFile {
  const known = trees.get(fileName);
  if (known?.text === text) return known;
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  trees.set(fileName, source);
  return source;
}

/** The 1-based line a node starts on. */
export const lineOf = (source: ts.SourceFile, node: ts.Node) =>
  source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;

/** Every node of a tree, depth first. */
export function walk(node: ts.Node, visit: (node: ts.Node) => void): void {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}
