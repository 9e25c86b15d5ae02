// The tables screen, one lazily loaded entry (the manifest's route loads it).
export { TablesPage as default } from '../tables/TablesPage.js';
