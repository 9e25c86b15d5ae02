// The storage policies page, one lazily loaded entry (the manifest's route loads it).
export { StoragePoliciesPage as default } from '../policies/StoragePoliciesPage.js';
