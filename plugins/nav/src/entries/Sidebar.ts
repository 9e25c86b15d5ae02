// The sidebar, one lazily loaded entry (the manifest's shell.navigation@1 contribution loads it).
export { Sidebar as default } from '../Sidebar.js';
