/** The packages a declaration file's text names: imports, re-exports, import types, `/// <reference types>`. */
export function namedPackages(text: string): Set<string>;

/** The packages the declaration files under `dir` import that `declared` does not hold. */
export function undeclaredTypeImports(
  dir: string,
  declared: ReadonlySet<string>,
): { file: string; name: string }[];
