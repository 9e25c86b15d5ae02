// zod/mini: tree-shakable. This module loads in the checks' own chunk (manifest-checks.ts), never
// in the shell's first load.
import { z } from 'zod/mini';
import { PLUGIN_API_VERSION, type PluginManifest } from '../plugin-api/manifest.js';
import { navItemDataSchema, visibilityConditionSchema } from '../plugin-api/point-schemas.js';
import { parseKeybinding } from './keybinding.js';
import { ManifestError } from './manifest-error.js';

export { ManifestError } from './manifest-error.js';

const text = () => z.string().check(z.minLength(1));
const localId = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes'));
const versionedId = z
  .string()
  .check(z.regex(/^[a-zA-Z][\w.]*@\d+$/, 'must be a versioned id like nav.project@1'));
const permission = z.object({ action: text(), resource: text() });
/** A loader is checked to be a function, never called: no plugin code runs here. */
const loader = () =>
  z.custom<() => Promise<unknown>>((value) => typeof value === 'function', 'must be a function');

/** Paths core owns; a plugin may not claim them. */
export const CORE_PATHS = [
  '/projects',
  '/sign-in',
  '/sign-in-mfa',
  '/setup',
  '/join',
  '/support/new',
  '/admin/plugins',
  // A project's home page; nav's Overview item links to it.
  '/project/:ref',
  // Hosted mode: a new project's form, and where a project is while it comes up.
  '/new/:slug',
  '/project/:ref/building',
  // The project URL and API keys; nav's Settings > API item links to it.
  '/project/:ref/settings/api',
  '/account/me',
  '/account/tokens',
  '/account/security',
  '/account/audit',
  '/org/:slug/team',
  '/org/:slug/audit',
];

const routePath = z.string().check(
  z.regex(
    /^\/(project\/:ref|org\/:slug|account|plugins)\//,
    'must start with /project/:ref/, /org/:slug/, /account/ or /plugins/',
  ),
  z.refine((path) => !CORE_PATHS.includes(path), 'is a core path'),
);

const manifestSchema = z.object({
  apiVersion: z.literal(PLUGIN_API_VERSION),
  id: localId,
  title: text(),
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+(?:[-+].+)?$/, 'must be a semantic version')),
  description: z.optional(z.string()),
  permissions: z.optional(z.array(permission)),
  routes: z.optional(
    z.array(
      z.object({
        path: routePath,
        load: loader(),
        title: z.optional(z.string()),
        permission: z.optional(z.extend(permission, { description: text() })),
        when: z.optional(visibilityConditionSchema),
      }),
    ),
  ),
  navItems: z.optional(
    z.array(
      z.extend(navItemDataSchema, {
        id: localId,
        menu: z.enum(['account', 'organization', 'project']),
      }),
    ),
  ),
  commands: z.optional(
    z.array(
      z.object({
        id: localId,
        title: text(),
        keybinding: z.optional(
          z
            .string()
            .check(
              z.refine(
                (k) => parseKeybinding(k) !== undefined,
                'is not a keybinding like Mod+Shift+K',
              ),
            ),
        ),
        permission: z.optional(permission),
        argument: z.optional(
          z.object({
            name: z.string().check(z.regex(/^[A-Za-z_]\w*$/, 'must be a name like tableName')),
            label: text(),
            placeholder: z.optional(z.string()),
          }),
        ),
        run: loader(),
      }),
    ),
  ),
  contributions: z.optional(
    z.array(
      z.object({
        point: versionedId,
        id: localId,
        data: z.optional(z.unknown()),
        load: z.optional(loader()),
        overrides: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/))),
        order: z.optional(z.number()),
      }),
    ),
  ),
  extensionPoints: z.optional(
    z.array(
      z.object({
        id: versionedId,
        description: text(),
        schema: z.custom(
          (value) => typeof value === 'object' && value !== null && '~standard' in value,
          'must be a Standard Schema (zod, valibot, ...)',
        ),
      }),
    ),
  ),
  resources: z.optional(
    z.array(
      z.object({
        name: localId,
        stale: z.array(localId),
        key: z.custom((value) => typeof value === 'function', 'must come from defineResource'),
      }),
    ),
  ),
});

/**
 * Checks a manifest's shape without calling any of its loaders: no plugin code runs. A manifest
 * written for another plugin-API version is refused first, with that reason alone.
 */
export function validateManifest(manifest: unknown): PluginManifest {
  const id =
    typeof manifest === 'object' && manifest !== null && 'id' in manifest
      ? String(manifest.id)
      : '?';
  const apiVersion = (manifest as { apiVersion?: unknown } | null)?.apiVersion;
  if (apiVersion !== PLUGIN_API_VERSION) {
    throw new ManifestError(id, [
      `was written for plugin API version ${String(apiVersion ?? 1)}; this Atrium supports version ${PLUGIN_API_VERSION}`,
    ]);
  }
  const parsed = manifestSchema.safeParse(manifest);
  if (parsed.success) return manifest as PluginManifest;
  throw new ManifestError(
    id,
    parsed.error.issues.map((issue) => `${issue.path.join('.') || 'manifest'} ${issue.message}`),
  );
}
