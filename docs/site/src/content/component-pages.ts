import type { ComponentDoc } from '@atrium/design-system';
import { componentDocs } from '@atrium/design-system/examples';

export interface ComponentPage {
  readonly doc: ComponentDoc;
  /** Such as `/components/type-to-confirm-dialog`. */
  readonly route: string;
}

/** `TypeToConfirmDialog` → `type-to-confirm-dialog`: readable, stable URLs for the e2e tests. */
export const componentSlug = (name: string) =>
  name.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();

/** The prop types a component page tabulates: its own, or each of its parts'. */
export const documentedPropTypes = (doc: ComponentDoc) => doc.propTypes ?? [`${doc.name}Props`];

/** `TypeToConfirmDialogProps` → `TypeToConfirmDialog props`: the table's name and heading. */
export const propTypeLabel = (typeName: string) =>
  typeName.endsWith('Props') ? `${typeName.slice(0, -'Props'.length)} props` : typeName;

/** One page per documented component, in the design system's own order. */
export const componentPages: readonly ComponentPage[] = componentDocs.map((doc) => ({
  doc,
  route: `/components/${componentSlug(doc.name)}`,
}));
