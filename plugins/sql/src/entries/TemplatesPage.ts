// The SQL templates page, its own lazily loaded entry.
export { TemplatesPage as default } from '../templates/TemplatesPage.js';
