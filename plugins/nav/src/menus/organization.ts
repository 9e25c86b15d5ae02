import { inSection } from './section.js';

const org = (page: string) => `/org/{slug}/${page}`;

/** The organization menu (spec 2.2), shown on `/org/{slug}/...`. */
export const organizationItems = inSection('organization', 'Organization', 100, [
  { id: 'org-general', label: 'General', href: org('general') },
  { id: 'org-team', label: 'Members', href: org('team') },
  { id: 'org-integrations', label: 'Integrations', href: org('integrations') },
  { id: 'org-billing', label: 'Billing', href: org('billing') },
  { id: 'org-usage', label: 'Usage', href: org('usage') },
  {
    id: 'org-invoices',
    label: 'Invoices',
    href: org('invoices'),
    when: {
      // The permission model has no billing action yet; platform:read is the closest one.
      permission: { action: 'platform:read', resource: 'invoices' },
      // Partner-billed organizations get invoices from the partner. Negated flag: `!` = off.
      flag: '!billing:partner',
    },
  },
  { id: 'org-apps', label: 'OAuth Apps', href: org('apps') },
  { id: 'org-audit', label: 'Audit Logs', href: org('audit') },
  { id: 'org-documents', label: 'Legal Documents', href: org('documents') },
]);
