/** One row of a props table, read from a design-system prop type at build time. */
export interface PropRow {
  readonly name: string;
  /** The type as TypeScript prints it, without the `undefined` that optional props add. */
  readonly type: string;
  readonly required: boolean;
  /** From a JSDoc `@default` tag, else from the component's destructuring default. */
  readonly default?: string;
  /** The prop's JSDoc text. */
  readonly description: string;
}

/** A library type the props extend without listing each of its props, such as react-aria's. */
export interface InheritedProps {
  /** The package it comes from, such as `react-aria-components`. */
  readonly from: string;
  /** Such as `Button` for react-aria-components' `ButtonProps`. */
  readonly name: string;
}

/** What the docs site shows for one exported prop type, such as `ButtonProps`. */
export interface PropTable {
  readonly rows: readonly PropRow[];
  readonly inherits: readonly InheritedProps[];
}

/** Every exported `*Props` and `*Options` type of the design system, by type name. */
export type PropTables = Readonly<Record<string, PropTable>>;
