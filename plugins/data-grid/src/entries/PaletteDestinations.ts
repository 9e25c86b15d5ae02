// The palette's destinations hook, one lazily loaded entry (`palette.destinations@1`).
export { useRelationDestinations as default } from '../palette/use-relation-destinations.js';
