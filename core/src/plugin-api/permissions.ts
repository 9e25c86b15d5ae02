import type { Action, Permission, Resource } from '@atrium/common/permissions';

export type { Action, Permission, Resource };
