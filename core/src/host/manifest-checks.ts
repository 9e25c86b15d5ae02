import { CORE_EXTENSION_POINTS, type ExtensionPoint } from '../plugin-api/extension-points.js';
import type { PluginManifest } from '../plugin-api/manifest.js';
import { corePointSchemas } from '../plugin-api/point-schemas.js';
import type { StandardSchemaV1 } from '../plugin-api/standard-schema.js';
import { dataProblem } from './check-data.js';
import { validateManifest } from './validate-manifest.js';

/**
 * How the registry checks what plugins declare: a manifest's shape, and a contribution's data
 * against its point's schema. This module brings zod and every core schema, so the app imports it
 * only when a third-party manifest is installed (`loadManifestChecks`); tests import it directly,
 * and check every first-party manifest with it.
 */
export interface ManifestChecks {
  /** The manifest, typed, or a `ManifestError` listing every problem. */
  readonly manifest: (candidate: unknown) => PluginManifest;
  /** Why a contribution's data does not match its point, or undefined when it does. */
  readonly data: (point: ExtensionPoint<unknown, unknown>, data: unknown) => string | undefined;
}

/** Core's points by handle: their schemas are here already, no need to wait for their loaders. */
const coreSchemas = new Map<ExtensionPoint<unknown, unknown>, StandardSchemaV1>(
  CORE_EXTENSION_POINTS.map((point) => [
    point,
    corePointSchemas[point.id as keyof typeof corePointSchemas],
  ]),
);

export const manifestChecks: ManifestChecks = {
  manifest: validateManifest,
  data: (point, data) => dataProblem(point.id, coreSchemas.get(point) ?? point.schema, data),
};
