import { inSection } from './section.js';

// Self-hosted Atrium has no user accounts: core redirects /account/* there, so these are hosted.
const hosted = { hosted: true } as const;

/** The account menu (spec 2.2), shown outside projects and organizations. */
export const accountItems = [
  ...inSection('account', 'Projects', 100, [
    { id: 'account-projects', label: 'All projects', href: '/projects' },
  ]),
  ...inSection('account', 'Account', 200, [
    { id: 'account-preferences', label: 'Preferences', href: '/account/me', when: hosted },
    { id: 'account-tokens', label: 'Access Tokens', href: '/account/tokens', when: hosted },
    { id: 'account-security', label: 'Security', href: '/account/security', when: hosted },
    { id: 'account-audit', label: 'Audit Logs', href: '/account/audit', when: hosted },
  ]),
];
