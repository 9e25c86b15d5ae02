import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { RoleImpersonationPicker, type Impersonated } from './RoleImpersonationPicker.js';

function Picker({ onChange = vi.fn(), rolesFailed = false }) {
  const [value, setValue] = useState<Impersonated | undefined>();
  return (
    <RoleImpersonationPicker
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      roles={['anon', 'authenticated', 'postgres']}
      rolesFailed={rolesFailed}
      title="Run the SQL as a role"
      explanation="The script runs as this role."
      badgeLabel="Running as"
    />
  );
}

describe('RoleImpersonationPicker', () => {
  it('applies a role with its user, says so in a badge, and stops impersonating', async () => {
    const onChange = vi.fn();
    const { container } = render(<Picker onChange={onChange} />);
    expect(screen.queryByRole('status')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Role: postgres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run the SQL as a role' });
    expect(dialog.textContent).toContain('The script runs as this role.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'postgres Role' }));
    // The project's own role first, once.
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'postgres',
      'anon',
      'authenticated',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'authenticated' }));
    await userEvent.type(screen.getByRole('textbox', { name: /User id/ }), 'u-1');
    await expectAccessible(container.ownerDocument.body);
    await userEvent.click(screen.getByRole('button', { name: 'Apply role' }));

    expect(onChange).toHaveBeenLastCalledWith({ role: 'authenticated', claims: { sub: 'u-1' } });
    expect(screen.getByRole('status').textContent).toBe('Running as authenticated (user u-1)');

    await userEvent.click(screen.getByRole('button', { name: 'Role: authenticated' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Stop impersonating' }));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Role: postgres' })).toBeTruthy();
  });

  it('says when the roles could not be read', async () => {
    render(<Picker rolesFailed />);
    await userEvent.click(screen.getByRole('button', { name: 'Role: postgres' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Failed to retrieve database roles',
    );
  });
});
