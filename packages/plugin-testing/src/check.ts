/**
 * `@atrium/plugin-testing/check`: the plugin rules (public API only, the data layer,
 * notifications through the context) over any plugin package, read from its files' syntax
 * trees. The `atrium-plugin-check` command runs them; Atrium's own architecture tests run the
 * same rules over the repository's plugins.
 */
export { checkPackage } from './check/check-package.js';
export { runCheck } from './check/cli.js';
export { formatViolation, RULES, type Rule, type Violation } from './check/violation.js';
