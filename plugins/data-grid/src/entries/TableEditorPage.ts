// The editor's screen, one lazily loaded entry (the manifest's routes load it).
export { TableEditorPage as default } from '../TableEditorPage.js';
