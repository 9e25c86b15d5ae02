// The SQL editor's screen, one lazily loaded entry (both of the manifest's routes load it).
export { SqlEditorPage as default } from '../editor/SqlEditorPage.js';
