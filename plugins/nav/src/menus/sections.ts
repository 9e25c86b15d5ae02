import type { NavMenu } from '@atrium/core/plugin-api';

/**
 * The spec's section headings (2.2), in the order each menu shows them. Plugins contribute the
 * items; nav keeps the structure, so a section lands in its place whichever plugins are on and
 * whatever orders their items carry. A section nobody contributes to does not show; a section not
 * listed here comes after these, in the order of its first item.
 */
export const SECTION_ORDER: Readonly<Record<NavMenu, readonly string[]>> = {
  // Deployment (nav's own: the plugins page) is not in the spec; it follows the spec's sections.
  account: ['Projects', 'Account', 'Deployment'],
  organization: ['Organization'],
  project: [
    // Not in the spec: nav's own link to the project's home page (core's screen), first.
    'Project',
    'Database',
    'Auth',
    'Storage',
    'SQL',
    'Reports',
    'Logs',
    'Settings',
    'Billing',
    'API Docs',
  ],
};
