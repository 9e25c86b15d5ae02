// The audit area's face to the others: the trail the app mounts, the log's reader and exporter the
// audit routes answer with, and the writer modules record their own events through.
export { auditCsv } from './audit-csv.js';
export { auditFilters } from './audit-filters.js';
export { auditPage, recordAudit } from './audit-log.js';
export { auditTrail } from './audit-trail.js';
export { projectApiAuditTrail } from './project-api-audit-trail.js';
