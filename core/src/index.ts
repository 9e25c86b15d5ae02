// Core's internals, for the web entry and core's own tests. Plugins import @atrium/core/plugin-api.
export { PluginRegistry, RegistryError } from './host/plugin-registry.js';
export { validateManifest, ManifestError } from './host/validate-manifest.js';
export { registerServices, initServices, type Services } from './services/container.js';
export { App } from './shell/App.js';
