import {
  matchesPaletteSearch,
  type PaletteDestination,
  type PaletteIcon,
} from '@atrium/core/plugin-api';
import { editorHref } from '../sidebar/links.js';

/** A relation the table editor opens, as the API's relation lists give it. */
export interface Relation {
  readonly id: number;
  readonly schema: string;
  readonly name: string;
}

/** The relation kinds the palette finds, each with its label and icon. */
export const RELATION_KINDS = {
  table: { label: 'Table', icon: 'table' },
  view: { label: 'View', icon: 'view' },
  materializedView: { label: 'Materialized view', icon: 'materialized-view' },
  foreignTable: { label: 'Foreign table', icon: 'foreign-table' },
} as const satisfies Record<string, { label: string; icon: PaletteIcon }>;
export type RelationKind = keyof typeof RELATION_KINDS;

/** Every relation as a palette destination: its name, kind and schema, opening its editor. */
export function relationDestinations(
  ref: string,
  relations: readonly (Relation & { readonly kind: RelationKind })[],
): PaletteDestination[] {
  return relations.map(({ id, schema, name, kind }) => ({
    label: name,
    kind: RELATION_KINDS[kind].label,
    description: schema,
    icon: RELATION_KINDS[kind].icon,
    href: editorHref(ref, schema, id),
  }));
}

/**
 * The destinations whose name, or `schema.name`, matches the search; none before the user types
 * (the palette opens on its screens and commands, not on every table of the project).
 */
export function matchingDestinations(
  destinations: readonly PaletteDestination[],
  search: string,
): readonly PaletteDestination[] {
  if (search.trim() === '') return [];
  return destinations.filter(({ label, description }) =>
    matchesPaletteSearch(search, label, `${description}.${label}`),
  );
}
