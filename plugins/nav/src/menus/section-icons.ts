/**
 * The rail's icon for each section of the spec's menus (and nav's own), as one stroked path on a
 * 24 px grid. A section a plugin names that is not listed here gets `FALLBACK_ICON`: the rail
 * still shows it, named by its tooltip and accessible name.
 */
export const SECTION_ICONS: Readonly<Record<string, string>> = {
  // Project menu
  Project: 'M4 11l8-7 8 7M6 9.5V20h12V9.5M10 20v-5h4v5',
  Database:
    'M4 6c0-1.7 3.6-3 8-3s8 1.3 8 3-3.6 3-8 3-8-1.3-8-3zm0 0v12c0 1.7 3.6 3 8 3s8-1.3 8-3V6M4 12c0 1.7 3.6 3 8 3s8-1.3 8-3',
  Auth: 'M6 11h12v10H6zM8 11V7a4 4 0 0 1 8 0v4M12 15v2',
  Storage: 'M3 4h18v4H3zM5 8v12h14V8M10 12h4',
  SQL: 'M4 5h16v14H4zM8 10l2 2-2 2M12 14h4',
  Reports: 'M4 20h16M7 16v-5M12 16V7M17 16v-8',
  Logs: 'M9 6h11M9 12h11M9 18h11M4.5 6h.01M4.5 12h.01M4.5 18h.01',
  Settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  Billing: 'M3 6h18v12H3zM3 10h18M7 15h3',
  'API Docs':
    'M8 4C6 4 6 5 6 7v2c0 1.5-1 3-2 3 1 0 2 1.5 2 3v2c0 2 0 3 2 3M16 4c2 0 2 1 2 3v2c0 1.5 1 3 2 3-1 0-2 1.5-2 3v2c0 2 0 3-2 3',
  // Account menu
  Projects: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  Deployment: 'M9 3v4M15 3v4M7 7h10v4a5 5 0 0 1-10 0zM12 16v5',
  Account: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 3.6-6 8-6s8 2 8 6',
  // Organization menu
  Organization: 'M4 21V5l8-3 8 3v16M4 21h16M9 9h.01M15 9h.01M9 13h.01M15 13h.01M10 21v-4h4v4',
};

/** A circle with a dot: "a place", for sections without an icon of their own. */
export const FALLBACK_ICON = 'M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 12h.01';
