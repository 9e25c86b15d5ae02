import ts from 'typescript';
import { lineOf, parse, walk } from './syntax.js';
import type { Finding } from './violation.js';

/*
 * docs/architecture/plugins.md: a plugin notifies through its context's `notify()` (and the
 * `toast` shorthands over it), never through the design system's global toast queue, so every
 * notification goes through the one API that shows progress and can be dismissed, and tests read
 * a plugin's notifications from its context.
 */

/** The design system's global queue and the functions that add to it. */
export const GLOBAL_TOAST = ['toast', 'toastQueue'];

const DESIGN_SYSTEM = '@atrium/design-system';
const message = (name: string) =>
  `the design system's global ${name}: notify through the plugin context (notify(), toast.*)`;

/** The global queue imported by name (renamed or not), or used through a namespace import. */
export function notificationViolations(fileName: string, text: string): Finding[] {
  const source = parse(fileName, text);
  const found: Finding[] = [];
  const namespaces = new Set<string>();
  for (const node of source.statements) {
    if (!ts.isImportDeclaration(node) || !ts.isStringLiteral(node.moduleSpecifier)) continue;
    if (node.moduleSpecifier.text !== DESIGN_SYSTEM) continue;
    const bindings = node.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespaces.add(bindings.name.text);
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (GLOBAL_TOAST.includes(imported))
        found.push({ line: lineOf(source, element), message: message(imported) });
    }
  }
  if (namespaces.size > 0) {
    walk(source, (node) => {
      if (
        ts.isPropertyAccessExpression(node) &&
        ts.isIdentifier(node.expression) &&
        namespaces.has(node.expression.text) &&
        GLOBAL_TOAST.includes(node.name.text)
      )
        found.push({ line: lineOf(source, node), message: message(node.name.text) });
    });
  }
  return found;
}
