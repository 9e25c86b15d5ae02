// The columns screen, one lazily loaded entry (the manifest's route loads it).
export { TableColumnsPage as default } from '../columns/TableColumnsPage.js';
