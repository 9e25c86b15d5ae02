import type { PluginManifest } from '../plugin-api/manifest.js';
import type { ManifestChecks } from './manifest-checks.js';
import { ManifestError } from './manifest-error.js';

export class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

export interface DisabledPlugin {
  readonly id: string;
  readonly title: string;
  /** `invalid`: a third-party manifest that failed validation, or took an id already taken. */
  readonly reason: 'disabled' | 'not-installed' | 'invalid';
  /** Why an invalid plugin was left out. */
  readonly error?: string;
}

/**
 * Validates every manifest without running plugin code. First-party manifests are taken first, so
 * a third-party package can never push a first-party plugin out by claiming its id. Without
 * checks, first-party manifests are taken as they are (the test suite checks them), a third-party
 * one switched off is set aside unchecked (`unchecked`, checked when `/admin/plugins` lists it),
 * and one switched on throws: it may never be taken unchecked.
 */
export function acceptManifests(
  installed: readonly PluginManifest[],
  isFirstParty: (manifest: PluginManifest) => boolean,
  checks: ManifestChecks | undefined,
  enabledIds: readonly string[],
): {
  valid: Map<string, PluginManifest>;
  invalid: DisabledPlugin[];
  firstParty: Set<string>;
  unchecked: PluginManifest[];
} {
  const firstPartyManifests = installed.filter(isFirstParty);
  const unchecked = checks ? [] : installed.filter((m) => !isFirstParty(m));
  const on = unchecked.find((m) => enabledIds.includes(idOf(m)));
  if (on) {
    throw new RegistryError(
      `Third-party plugin "${idOf(on)}" cannot be taken unchecked: load the manifest checks first`,
    );
  }
  const thirdParty = checks ? installed.filter((m) => !isFirstParty(m)) : [];
  const validate = checks?.manifest ?? ((candidate: PluginManifest) => candidate);
  const valid = new Map<string, PluginManifest>();
  for (const candidate of firstPartyManifests) {
    const manifest = validate(candidate);
    if (valid.has(manifest.id)) throw new RegistryError(`Duplicate plugin id "${manifest.id}"`);
    valid.set(manifest.id, manifest);
  }
  const firstParty = new Set(valid.keys());
  const invalid: DisabledPlugin[] = [];
  for (const candidate of thirdParty) {
    const id = idOf(candidate);
    const title = textField(candidate, 'title') ?? id;
    try {
      const manifest = validate(candidate);
      if (valid.has(manifest.id)) throw new RegistryError(`Duplicate plugin id "${manifest.id}"`);
      valid.set(manifest.id, manifest);
    } catch (error) {
      if (!(error instanceof ManifestError || error instanceof RegistryError)) throw error;
      invalid.push({ id, title, reason: 'invalid', error: error.message });
    }
  }
  return { valid, invalid, firstParty, unchecked };
}

/** A field of a manifest that may be malformed, when it is a non-empty string. */
function textField(candidate: unknown, field: 'id' | 'title'): string | undefined {
  const value = (candidate as Record<string, unknown> | null)?.[field];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

export const idOf = (candidate: unknown) => textField(candidate, 'id') ?? '?';
