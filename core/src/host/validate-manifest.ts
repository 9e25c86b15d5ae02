// zod/mini: the same validation as zod with a tree-shakable API, so the shell's first load stays small.
import { z } from 'zod/mini';
import type { PluginManifest } from '../plugin-api/manifest.js';
import { parseKeybinding } from './keybinding.js';

const text = () => z.string().check(z.minLength(1));
const localId = z
  .string()
  .check(z.regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes'));
const versionedId = z
  .string()
  .check(z.regex(/^[a-zA-Z][\w.]*@\d+$/, 'must be a versioned id like nav.project@1'));
const permission = z.object({ action: text(), resource: text() });

/** Paths core owns; a plugin may not claim them. */
export const CORE_PATHS = [
  '/projects',
  '/sign-in',
  '/sign-in-mfa',
  '/support/new',
  '/admin/plugins',
];

const routePath = z.string().check(
  z.regex(
    /^\/(project\/:ref|org\/:slug|account|plugins)\//,
    'must start with /project/:ref/, /org/:slug/, /account/ or /plugins/',
  ),
  z.refine((path) => !CORE_PATHS.includes(path), 'is a core path'),
);

const manifestSchema = z.object({
  id: localId,
  title: text(),
  version: z.string().check(z.regex(/^\d+\.\d+\.\d+(?:[-+].+)?$/, 'must be a semantic version')),
  description: z.optional(z.string()),
  permissions: z.optional(z.array(permission)),
  routes: z.optional(
    z.array(
      z.object({
        path: routePath,
        component: text(),
        title: z.optional(z.string()),
        permission: z.optional(z.extend(permission, { description: text() })),
      }),
    ),
  ),
  navItems: z.optional(
    z.array(
      z.object({
        id: localId,
        menu: z.enum(['account', 'organization', 'project']),
        section: text(),
        label: text(),
        href: z.string().check(z.startsWith('/')),
        badge: z.optional(z.enum(['ALPHA', 'BETA', 'NEW'])),
        order: z.optional(z.number()),
        when: z.optional(z.record(z.string(), z.unknown())),
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
        run: text(),
      }),
    ),
  ),
  contributions: z.optional(
    z.array(
      z.object({
        point: versionedId,
        id: localId,
        data: z.optional(z.unknown()),
        component: z.optional(text()),
        overrides: z.optional(z.string().check(z.regex(/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/))),
        order: z.optional(z.number()),
      }),
    ),
  ),
  extensionPoints: z.optional(z.array(z.object({ id: versionedId, description: z.string() }))),
  load: z.custom<PluginManifest['load']>(
    (value) => typeof value === 'function',
    'must be a function',
  ),
});

export class ManifestError extends Error {
  constructor(
    readonly pluginId: string,
    readonly problems: readonly string[],
  ) {
    super(`Plugin "${pluginId}" has an invalid manifest: ${problems.join('; ')}`);
    this.name = 'ManifestError';
  }
}

/** Checks a manifest's shape without calling `load`: no plugin code runs. */
export function validateManifest(manifest: unknown): PluginManifest {
  const parsed = manifestSchema.safeParse(manifest);
  if (parsed.success) return manifest as PluginManifest;
  const id =
    typeof manifest === 'object' && manifest !== null && 'id' in manifest
      ? String(manifest.id)
      : '?';
  throw new ManifestError(
    id,
    parsed.error.issues.map((issue) => `${issue.path.join('.') || 'manifest'} ${issue.message}`),
  );
}
