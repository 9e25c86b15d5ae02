// The bucket list, one lazily loaded entry (the manifest's route loads it).
export { BucketsPage as default } from '../buckets/BucketsPage.js';
