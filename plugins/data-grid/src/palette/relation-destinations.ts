import {
  matchesPaletteSearch,
  type PaletteDestination,
  type PaletteIcon,
} from '@atrium/core/plugin-api';
import { ENTITY_TYPE_LABELS, type EntityType } from '../sidebar/data/entity.js';
import { editorHref } from '../sidebar/links.js';

/** A relation the table editor opens, as the API's relation lists give it. */
export interface Relation {
  readonly id: number;
  readonly schema: string;
  readonly name: string;
}

/**
 * The kinds the palette lists, as the sidebar names them. Partitioned tables come in the tables'
 * list, and open like them.
 */
export type RelationKind = Exclude<EntityType, 'p'>;

const ICONS: Record<RelationKind, PaletteIcon> = {
  r: 'table',
  v: 'view',
  m: 'materialized-view',
  f: 'foreign-table',
};

/** Every relation as a palette destination: its name, kind and schema, opening its editor. */
export function relationDestinations(
  ref: string,
  relations: readonly (Relation & { readonly kind: RelationKind })[],
): PaletteDestination[] {
  return relations.map(({ id, schema, name, kind }) => ({
    label: name,
    kind: ENTITY_TYPE_LABELS[kind],
    description: schema,
    icon: ICONS[kind],
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
