// The storage settings, one lazily loaded entry (the manifest's route loads it).
export { StorageSettingsPage as default } from '../settings/StorageSettingsPage.js';
