import type { ComponentType } from 'react';
import type { ContributionDeclaration, Loader, NavItemDeclaration } from './manifest.js';
import type { DatabaseExtension } from './api-types.js';
import { lazySchema } from './lazy-schema.js';
import type { PaletteDestinationsData, UsePaletteDestinations } from './palette-destinations.js';
import type { CorePointSchemas } from './point-schemas.js';
import type { StandardSchemaV1 } from './standard-schema.js';

/**
 * A typed handle on an extension point. `TData` is the shape of each contribution's `data`, which
 * `schema` checks when manifests load; `TLoaded` is what a contribution's `load` resolves to (the
 * module's default export: a component, a handler). Consumers read both without casts.
 */
export interface ExtensionPoint<TData, TLoaded = never> {
  /** Namespaced and versioned, such as `tableEditor.rowMenu@1`. */
  readonly id: string;
  readonly description: string;
  /**
   * Any Standard Schema (zod, valibot, ...); it must validate synchronously, or be a `lazySchema`
   * that does once loaded (core's and the table editor's are, to keep zod out of the first load).
   */
  readonly schema: StandardSchemaV1<unknown, TData>;
  /** Phantom: carries TLoaded for the type checker only. */
  readonly __loaded?: TLoaded;
}

export const defineExtensionPoint = <TData, TLoaded = never>(
  point: Omit<ExtensionPoint<TData, TLoaded>, '__loaded'>,
): ExtensionPoint<TData, TLoaded> => point;

/** A contribution typed by its point: `data` and `load` are checked against what it expects. */
export const contribute = <TData, TLoaded>(
  point: ExtensionPoint<TData, TLoaded>,
  contribution: Omit<ContributionDeclaration, 'point' | 'data' | 'load'> & {
    readonly data: TData;
    readonly load?: Loader<TLoaded>;
  },
): ContributionDeclaration => ({ ...contribution, point: point.id });

/**
 * One contribution to a point, as the point's consumer receives it (`useContributions`): resolved,
 * namespaced and in order, its entry loaded on first call, once.
 */
export interface PointContribution<TData = unknown, TLoaded = unknown> {
  /** `pluginId/contributionId`. */
  readonly id: string;
  readonly pluginId: string;
  readonly data: TData;
  readonly order: number;
  /** The contribution's own entry (a component, a handler), loaded on first call, once. */
  readonly load?: () => Promise<TLoaded>;
}

/** A component a point renders: it receives its contribution's `data`. */
export type ContributedComponent<TData> = ComponentType<{ data: TData }>;

export type NavItemData = Omit<NavItemDeclaration, 'id' | 'menu'>;

/** A card on a project's home page. */
export interface ProjectHomeCardData {
  readonly title: string;
}

/** The card the extensions screen draws for each database extension. */
export interface DatabaseExtensionCardData {
  /** What the card is, as lists of contributions name it. */
  readonly label: string;
}

/** What an extension card's component receives. */
export interface DatabaseExtensionCardProps {
  readonly data: DatabaseExtensionCardData;
  /** The extension, as `GET /extensions` lists it. */
  readonly extension: DatabaseExtension;
  /** Called after the card turned the extension on or off, to refresh the list. */
  readonly onChanged?: () => void;
}

/** The app's navigation: the shell renders the component of the first contribution. */
export interface ShellNavigationData {
  readonly label: string;
}

/** Core's point schemas live in `point-schemas.ts`, imported only when data is checked. */
const coreSchema = <Id extends keyof CorePointSchemas>(id: Id) =>
  lazySchema<DataOf<CorePointSchemas[Id]>>(() =>
    import('./point-schemas.js').then(
      (m) => m.corePointSchemas[id] as StandardSchemaV1<unknown, DataOf<CorePointSchemas[Id]>>,
    ),
  );

type DataOf<Schema> = Schema extends StandardSchemaV1<unknown, infer Data> ? Data : never;

const navPoint = (menu: 'account' | 'organization' | 'project') =>
  defineExtensionPoint<NavItemData>({
    id: `nav.${menu}@1`,
    description: `Items of the ${menu} menu; a manifest's navItems with menu '${menu}' become these.`,
    schema: coreSchema(`nav.${menu}@1`),
  });

/** The extension points core itself defines. Plugins offer more from their `contracts` entry. */
export const extensionPoints = {
  shellNavigation: defineExtensionPoint<
    ShellNavigationData,
    ContributedComponent<ShellNavigationData>
  >({
    id: 'shell.navigation@1',
    description: 'The app navigation: the shell renders the first contribution in a landmark.',
    schema: coreSchema('shell.navigation@1'),
  }),
  navAccount: navPoint('account'),
  navOrganization: navPoint('organization'),
  navProject: navPoint('project'),
  projectHome: defineExtensionPoint<ProjectHomeCardData, ContributedComponent<ProjectHomeCardData>>(
    {
      id: 'project.home@1',
      description: "Cards on a project's home page.",
      schema: coreSchema('project.home@1'),
    },
  ),
  paletteDestinations: defineExtensionPoint<PaletteDestinationsData, UsePaletteDestinations>({
    id: 'palette.destinations@1',
    description:
      'Places the command palette finds by name: each contribution is a heading, and its hook gives the matches for the text typed.',
    schema: coreSchema('palette.destinations@1'),
  }),
  databaseExtensionCard: defineExtensionPoint<
    DatabaseExtensionCardData,
    ComponentType<DatabaseExtensionCardProps>
  >({
    id: 'database.extensionCard@1',
    description:
      'The card for one database extension on the extensions screen (name, version, docs link, switch, description, schema badge); the first contribution draws every card.',
    schema: coreSchema('database.extensionCard@1'),
  }),
} as const;

export const CORE_EXTENSION_POINTS: readonly ExtensionPoint<unknown, unknown>[] =
  Object.values(extensionPoints);
