// The SQL history page, its own lazily loaded entry.
export { HistoryPage as default } from '../history/HistoryPage.js';
