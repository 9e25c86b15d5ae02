import ts from 'typescript';
import { isDesignSystemFile } from './design-system-files.js';
import { destructuredDefaults, type CodeDefault } from './destructured-defaults.js';
import { findInheritance } from './inheritance.js';
import { recipeDefault } from './recipe-default.js';
import { propTypeText } from './type-text.js';
import type { InheritedProps, PropRow, PropTable } from './types.js';

const isDeclaredHere = (declaration: ts.Declaration) =>
  isDesignSystemFile(declaration.getSourceFile().fileName);

/**
 * A JSDoc `@default` the design system states, or its recipe's `defaultVariants`. A library's own
 * `@default` is not shown: the component may pass another value (Popover's offset is 4, not 8).
 */
function statedDefault(prop: ts.Symbol): string | undefined {
  for (const declaration of prop.declarations?.filter(isDeclaredHere) ?? []) {
    const tag = ts
      .getJSDocTags(declaration)
      .find((candidate) => candidate.tagName.text === 'default');
    if (tag) return ts.getTextOfJSDocComment(tag.comment)?.trim();
    const fromRecipe = recipeDefault(declaration, prop.name);
    if (fromRecipe !== undefined) return fromRecipe;
  }
  return undefined;
}

const isOwn = (prop: ts.Symbol) => prop.declarations?.some(isDeclaredHere) ?? false;

function propRow(
  checker: ts.TypeChecker,
  prop: ts.Symbol,
  defaults: ReadonlyMap<string, CodeDefault>,
): PropRow {
  const optional = (prop.flags & ts.SymbolFlags.Optional) !== 0;
  // The code's own literal default is the truth (TypeToConfirmDialog's tone is 'critical', though
  // the AlertDialog props it extends state 'accent'); an expression reads better as stated.
  const inCode = defaults.get(prop.name);
  const fallback = inCode?.isLiteral ? inCode.text : (statedDefault(prop) ?? inCode?.text);
  return {
    name: prop.name,
    type: propTypeText(checker, prop, optional),
    required: !optional,
    ...(fallback === undefined ? {} : { default: fallback }),
    description: ts.displayPartsToString(prop.getDocumentationComment(checker)),
  };
}

/**
 * The table of one prop type: every prop the design system declares or picks by name, in
 * declaration order; the library props it takes wholesale become one line per library type.
 */
export function propTable(
  checker: ts.TypeChecker,
  target: ts.Symbol,
  component: ts.Declaration | undefined,
): PropTable {
  const { picked, bases } = findInheritance(checker, target);
  const defaults = destructuredDefaults(checker, component);
  const rows: PropRow[] = [];
  const summarized = new Set<string>();
  for (const prop of checker.getPropertiesOfType(checker.getDeclaredTypeOfSymbol(target))) {
    if (isOwn(prop) || picked.has(prop.name)) rows.push(propRow(checker, prop, defaults));
    else summarized.add(prop.name);
  }
  const inherits = new Map<string, InheritedProps>();
  for (const base of bases) {
    const contributes = checker.getPropertiesOfType(base.type).some((p) => summarized.has(p.name));
    if (contributes)
      inherits.set(`${base.from} ${base.name}`, { from: base.from, name: base.name });
  }
  return { rows, inherits: [...inherits.values()] };
}
