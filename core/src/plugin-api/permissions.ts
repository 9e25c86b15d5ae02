import type { Action, Permission, Resource } from '@atrium/api/permissions';

export type { Action, Permission, Resource };
