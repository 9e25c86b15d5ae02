import { describe, expect, it, vi } from 'vitest';
import { metadataApi } from '../plugin-api/data/api-area.js';
import { definePlugin, PLUGIN_API_VERSION } from '../plugin-api/manifest.js';
import { manifestChecks } from '../host/manifest-checks.js';
import { RegistryError } from '../host/resolved-plugins.js';
import { ManifestError } from '../host/validate-manifest.js';
import { initServices, registerServices } from './container.js';
import { Tokens } from './tokens.js';

const deployment = { plugins: ['nav', 'hello'], hosted: false, flags: { beta: true } };
const sidebar = vi.fn();
const nav = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'nav',
  title: 'Navigation',
  version: '1.0.0',
  contributions: [
    { point: 'shell.navigation@1', id: 'sidebar', data: { label: 'Main' }, load: sidebar },
  ],
});
const hello = definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'hello',
  title: 'Hello',
  version: '1.0.0',
});
/** First-party by id, and invalid: resolving the registry throws. */
const brokenNav = { ...nav, version: 'next' };

describe('services', () => {
  it('register resolves nothing: a broken first-party manifest fails only at init', () => {
    const container = registerServices(deployment, [brokenNav], { checks: manifestChecks });
    expect(container.isRegistered(Tokens.Registry)).toBe(true);
    expect(container.isRegistered(Tokens.ProjectClients)).toBe(true);
    expect(() => initServices(container)).toThrow(ManifestError);
  });

  it('trusts first-party manifests without the checks, and takes no third-party one unchecked', () => {
    // The app loads the checks (and zod) only when a third-party manifest is installed; the test
    // suite checks every first-party manifest (tests/architecture/extension-points-have-consumers).
    const trusted = initServices(registerServices(deployment, [brokenNav]));
    expect(trusted.registry.plugins).toEqual([brokenNav]);
    const thirdParty = registerServices(deployment, [nav, hello], { firstParty: [nav] });
    expect(() => initServices(thirdParty)).toThrow(RegistryError);
    const checked = registerServices(deployment, [nav, hello], {
      firstParty: [nav],
      checks: manifestChecks,
    });
    expect(initServices(checked).registry.plugins).toEqual([nav, hello]);
  });

  it('init resolves every service from the registered deployment and plugins', () => {
    const services = initServices(registerServices(deployment, [nav, hello]));
    expect(services.deployment).toBe(deployment);
    expect(services.registry.plugins).toEqual([nav, hello]);
    expect(services.flags.isOn('beta')).toBe(true);
    expect(typeof services.api.health.$get).toBe('function');
    expect(services.preferences.scoped('default', 'hello').get('missing', 7)).toBe(7);
    expect(Object.isFrozen(services)).toBe(true);
    expect(sidebar).not.toHaveBeenCalled();
  });

  it('inits once: a second init of the same container gives the same services', () => {
    const container = registerServices(deployment, [nav]);
    const first = initServices(container);
    expect(initServices(container)).toBe(first);
    // Another container is another app: its own services.
    expect(initServices(registerServices(deployment, [nav])).registry).not.toBe(first.registry);
  });

  it('makes one client per API area and project ref', () => {
    const { projectClient } = initServices(registerServices(deployment, []));
    expect(projectClient(metadataApi, 'default')).toBe(projectClient(metadataApi, 'default'));
    expect(projectClient(metadataApi, 'other')).not.toBe(projectClient(metadataApi, 'default'));
  });
});
