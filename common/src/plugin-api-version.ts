/**
 * The plugin-API version this Atrium implements. A plugin package declares the version it was
 * written for in its package.json (`"atrium": { "apiVersion": 2 }`); the web build and the API
 * both refuse any other before running a line of the package's code.
 */
export const PLUGIN_API_VERSION = 2;
