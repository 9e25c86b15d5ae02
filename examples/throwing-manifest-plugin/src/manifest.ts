import { definePlugin, PLUGIN_API_VERSION } from '@atrium/core/plugin-api';

/** Settings a real plugin might read while its manifest is evaluated; here they are missing. */
const settings: { title?: string } = JSON.parse('{}') as { title?: string };

// Throws while the module is evaluated, before its manifest exists: core imports each
// third-party manifest on its own, so this package is listed on /admin/plugins as left out, with
// this error, and the shell (sign-in included) keeps working.
if (settings.title === undefined) {
  throw new Error('The throwing-manifest example threw while its manifest was evaluated.');
}

export default definePlugin({
  apiVersion: PLUGIN_API_VERSION,
  id: 'throwing-manifest',
  title: settings.title,
  version: '1.0.0',
  description: 'Its manifest module throws on evaluation, on purpose.',
});
