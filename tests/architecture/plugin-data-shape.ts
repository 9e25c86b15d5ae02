import { dataLayerViolations } from '../../packages/plugin-testing/src/check/data-layer.js';

/** Where a problem is: the file, its line, and the rule it breaks. */
export interface DataShapeViolation {
  readonly line: number;
  readonly rule: string;
}

/**
 * The data layer's rules over one plugin source file's syntax tree
 * (docs/architecture/data-fetching.md), as `atrium-plugin-check` runs them on any package
 * (`packages/plugin-testing/src/check/data-layer.ts`, the one implementation).
 */
export const dataShapeViolations = (fileName: string, text: string): DataShapeViolation[] =>
  dataLayerViolations(fileName, text).map(({ line, message }) => ({ line, rule: message }));
