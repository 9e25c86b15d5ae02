// The platform area's public face: only what other areas use.
export { DEFAULT_PROJECT_REF, ensureDefaultOwner } from './default-project.js';
export { PLATFORM_DATABASE } from './platform-database.js';
export type { PlatformServices } from './module.js';
export type { NoticeSubscriber, PlatformNotices } from './platform-notices.js';
export { SecretBox } from './secret-box.js';
export { createUser, emailsByUserId, findUserByEmail } from './users-port.js';
export {
  acceptInvitation,
  createInvitation,
  listInvitations,
  revokeInvitation,
} from './organizations/invitations.js';
export {
  addMember,
  assertOwnerAuthority,
  changeRole,
  listMembers,
  removeMember,
  type OwnerAuthority,
} from './organizations/members.js';
export {
  createOrganization,
  listOrganizations,
  organizationId,
} from './organizations/organizations.js';
