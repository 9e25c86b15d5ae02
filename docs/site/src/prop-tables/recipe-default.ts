import ts from 'typescript';

const propertyNamed = (object: ts.ObjectLiteralExpression, name: string) =>
  object.properties.find(
    (property): property is ts.PropertyAssignment =>
      ts.isPropertyAssignment(property) &&
      (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) &&
      property.name.text === name,
  );

/**
 * The default of a vanilla-extract recipe variant prop (`size`, `tone`): its declaration is the
 * key in `recipe({ variants: { size } })`, and the default sits beside it in `defaultVariants`.
 */
export function recipeDefault(declaration: ts.Declaration, prop: string): string | undefined {
  const variants = declaration.parent;
  const variantsKey = variants?.parent;
  const config = variantsKey?.parent;
  if (
    !ts.isObjectLiteralExpression(variants) ||
    !variantsKey ||
    !ts.isPropertyAssignment(variantsKey) ||
    !config ||
    !ts.isObjectLiteralExpression(config)
  ) {
    return undefined;
  }
  const defaults = propertyNamed(config, 'defaultVariants')?.initializer;
  if (!defaults || !ts.isObjectLiteralExpression(defaults)) return undefined;
  return propertyNamed(defaults, prop)?.initializer.getText();
}
