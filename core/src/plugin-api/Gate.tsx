import type { ReactElement, ReactNode } from 'react';
import { InlineTooltip, NoPermission } from '@atrium/design-system';
import { usePermissions } from '../host/permissions.js';
import type { Action, Resource } from './permissions.js';

/**
 * Mirrors a permission on one control: the control renders with `allowed`, and when it is not
 * allowed it carries the spec's tooltip, such as 'You need additional permissions to create
 * tables'. The API enforces the same permission; this only keeps the UI honest about it.
 */
export function Gate({
  action,
  resource,
  deniedTooltip,
  children,
}: {
  action: Action;
  resource: Resource;
  deniedTooltip: string;
  children: (allowed: boolean) => ReactElement;
}) {
  const { can, isLoading } = usePermissions();
  const allowed = !isLoading && can(action, resource);
  const control = children(allowed);
  return allowed ? control : <InlineTooltip content={deniedTooltip}>{control}</InlineTooltip>;
}

/**
 * Guards a whole screen: without the permission it shows the no-permission panel, for example
 * 'You need additional permissions to view tables from this project. ...'.
 */
export function RequirePermission({
  action,
  resource,
  description,
  children,
}: {
  action: Action;
  resource: Resource;
  /** Completes 'You need additional permissions to ...', such as 'view tables from this project'. */
  description: string;
  children: ReactNode;
}) {
  const { can, isLoading } = usePermissions();
  if (isLoading) return null;
  return can(action, resource) ? <>{children}</> : <NoPermission resource={description} />;
}
