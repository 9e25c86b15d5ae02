import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from '@atrium/design-system';
import type { Grant } from '@atrium/common/permissions';
import { PermissionsProvider } from '../host/permissions.js';
import { Gate, RequirePermission } from './Gate.js';

const readOnly: Grant[] = [{ action: 'sql:admin:read', resource: '*' }];

const newTable = (grants: Grant[]) =>
  render(
    <PermissionsProvider grants={grants}>
      <Gate
        action="sql:admin:write"
        resource="tables"
        deniedTooltip="You need additional permissions to create tables"
      >
        {(allowed) => <Button isDisabled={!allowed}>New table</Button>}
      </Gate>
    </PermissionsProvider>,
  );

describe('Gate', () => {
  it('enables the control when the grant is held', () => {
    newTable([{ action: 'sql:admin:write', resource: 'tables' }]);
    expect(screen.getByRole('button', { name: 'New table' })).toHaveProperty('disabled', false);
  });

  it('disables the control and explains why with a restricted grant set', async () => {
    const { container } = newTable(readOnly);
    expect(container.querySelector('button')).toHaveProperty('disabled', true);
    await userEvent.tab();
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'You need additional permissions to create tables',
    );
  });
});

describe('RequirePermission', () => {
  it('shows the no-permission panel instead of the screen', () => {
    render(
      <PermissionsProvider grants={readOnly}>
        <RequirePermission
          action="sql:admin:write"
          resource="policies"
          description="edit RLS policies"
        >
          <p>secret screen</p>
        </RequirePermission>
      </PermissionsProvider>,
    );
    expect(screen.queryByText('secret screen')).toBeNull();
    expect(
      screen.getByText(
        'You need additional permissions to edit RLS policies. Contact your organization owner or administrator for assistance.',
      ),
    ).toBeTruthy();
  });
});
