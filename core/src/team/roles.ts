import { ROLES, type Role } from '@atrium/common/roles';

/** How the team page names each role (the spec's names). */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  owner: 'Owner',
  administrator: 'Administrator',
  developer: 'Developer',
  read_only: 'Read-only',
};

export const ROLE_OPTIONS = ROLES.map((id) => ({ id, name: ROLE_LABELS[id] }));

export const MANAGE_MEMBERS_DENIED = 'You need additional permissions to manage team members';
export const INVITE_DENIED = 'You need additional permissions to invite team members';

/** The role a new member or invitation gets unless another is picked: can build, not manage. */
export const DEFAULT_ROLE: Role = 'developer';
