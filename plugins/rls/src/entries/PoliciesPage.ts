// The policies screen, one lazily loaded entry (the manifest's route loads it).
export { PoliciesPage as default } from '../screen/PoliciesPage.js';
