// The SQL quickstarts page, its own lazily loaded entry.
export { QuickstartsPage as default } from '../templates/QuickstartsPage.js';
