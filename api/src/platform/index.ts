// The platform area's public face: only what other areas use.
export {
  DEFAULT_ORGANIZATION_SLUG,
  DEFAULT_PROJECT_REF,
  ensureDefaultOwner,
} from './default-project.js';
export { PLATFORM_DATABASE } from './platform-database.js';
export type { PlatformServices } from './module.js';
export type { NoticeSubscriber, PlatformNotices } from './platform-notices.js';
export { SecretBox } from './secret-box.js';
export { emailsByUserId } from './users/store.js';
