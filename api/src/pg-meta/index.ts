// The pg-meta area's public face: only what other areas use.
export { decimalInteger } from './shared/decimal.js';
export { MAX_ID } from './shared/id-param.js';
export { pgMetaModule } from './module.js';
