// zod/mini: tree-shakable; this module loads only when manifests or contributions are checked.
import { z } from 'zod/mini';
import type {
  DatabaseExtensionCardData,
  NavItemData,
  ProjectHomeCardData,
  ShellNavigationData,
} from './extension-points.js';
import type { PaletteDestinationsData } from './palette-destinations.js';
import type { StandardSchemaV1 } from './standard-schema.js';

/**
 * The data schemas of core's extension points, kept apart from the points' handles
 * (`extension-points.ts`), which the shell reads at start-up: this module, and zod with it, loads
 * only when a third-party manifest is installed or a test checks the first-party ones.
 */

const text = () => z.string().check(z.minLength(1));
const negatable = z.optional(z.string());

/** A `when` condition, of a nav item or a route. */
export const visibilityConditionSchema = z.object({
  permission: z.optional(z.object({ action: text(), resource: text() })),
  hosted: z.optional(z.boolean()),
  flag: negatable,
  service: negatable,
  extension: negatable,
  addon: negatable,
});

/** A nav item's data; manifests' `navItems` are checked against it too. */
export const navItemDataSchema = z.object({
  section: text(),
  label: text(),
  href: z.string().check(z.startsWith('/')),
  currentUnder: z.optional(z.string().check(z.startsWith('/'))),
  badge: z.optional(z.enum(['ALPHA', 'BETA', 'NEW'])),
  order: z.optional(z.number()),
  when: z.optional(visibilityConditionSchema),
});

const navItem = navItemDataSchema as StandardSchemaV1<unknown, NavItemData>;

/** Each core point's data schema, by the point's id. */
export const corePointSchemas = {
  'shell.navigation@1': z.object({ label: text() }) as StandardSchemaV1<
    unknown,
    ShellNavigationData
  >,
  'nav.account@1': navItem,
  'nav.organization@1': navItem,
  'nav.project@1': navItem,
  'project.home@1': z.object({ title: text() }) as StandardSchemaV1<unknown, ProjectHomeCardData>,
  'palette.destinations@1': z.object({ heading: text() }) as StandardSchemaV1<
    unknown,
    PaletteDestinationsData
  >,
  'database.extensionCard@1': z.object({ label: text() }) as StandardSchemaV1<
    unknown,
    DatabaseExtensionCardData
  >,
};

export type CorePointSchemas = typeof corePointSchemas;
