import { z } from 'zod';
import type { PluginManifest } from '../plugin-api/manifest.js';
import { parseKeybinding } from './keybinding.js';

const localId = z
  .string()
  .regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase letters, digits and dashes');
const permission = z.object({ action: z.string().min(1), resource: z.string().min(1) });

/** Paths core owns; a plugin may not claim them. */
export const CORE_PATHS = [
  '/projects',
  '/sign-in',
  '/sign-in-mfa',
  '/support/new',
  '/admin/plugins',
];

const routePath = z
  .string()
  .regex(
    /^\/(project\/:ref|org\/:slug|account|plugins)\//,
    'must start with /project/:ref/, /org/:slug/, /account/ or /plugins/',
  )
  .refine((path) => !CORE_PATHS.includes(path), 'is a core path');

const manifestSchema = z.object({
  id: localId,
  title: z.string().min(1),
  version: z.string().regex(/^\d+\.\d+\.\d+(?:[-+].+)?$/, 'must be a semantic version'),
  description: z.string().optional(),
  permissions: z.array(permission).optional(),
  routes: z
    .array(
      z.object({
        path: routePath,
        component: z.string().min(1),
        title: z.string().optional(),
        permission: permission.extend({ description: z.string().min(1) }).optional(),
      }),
    )
    .optional(),
  navItems: z
    .array(
      z.object({
        id: localId,
        menu: z.enum(['account', 'organization', 'project']),
        section: z.string().min(1),
        label: z.string().min(1),
        href: z.string().startsWith('/'),
        badge: z.enum(['ALPHA', 'BETA', 'NEW']).optional(),
        order: z.number().optional(),
        when: z.record(z.string(), z.unknown()).optional(),
      }),
    )
    .optional(),
  commands: z
    .array(
      z.object({
        id: localId,
        title: z.string().min(1),
        keybinding: z
          .string()
          .refine((k) => parseKeybinding(k) !== undefined, 'is not a keybinding like Mod+Shift+K')
          .optional(),
        permission: permission.optional(),
        run: z.string().min(1),
      }),
    )
    .optional(),
  contributions: z
    .array(
      z.object({
        point: z
          .string()
          .regex(/^[a-zA-Z][\w.]*@\d+$/, 'must be a versioned id like nav.project@1'),
        id: localId,
        data: z.unknown().optional(),
        component: z.string().min(1).optional(),
        overrides: z
          .string()
          .regex(/^[a-z][a-z0-9-]*\/[a-z][a-z0-9-]*$/)
          .optional(),
        order: z.number().optional(),
      }),
    )
    .optional(),
  extensionPoints: z
    .array(z.object({ id: z.string().regex(/^[a-zA-Z][\w.]*@\d+$/), description: z.string() }))
    .optional(),
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
