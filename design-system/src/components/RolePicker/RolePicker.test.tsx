import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { expectAccessible } from '../../test/axe.js';
import { RolePicker } from './RolePicker.js';

function Picker({ onRoleChange = vi.fn(), initial = 'anon' }) {
  const [role, setRole] = useState(initial);
  const [userId, setUserId] = useState('');
  return (
    <RolePicker
      roles={['anon', 'authenticated', 'service_role']}
      role={role}
      onRoleChange={(next) => {
        setRole(next);
        onRoleChange(next);
      }}
      userId={userId}
      onUserIdChange={setUserId}
      userIdDescription="What auth.uid() returns"
    />
  );
}

describe('RolePicker', () => {
  it('offers the roles it is given and asks for a user id only for authenticated', async () => {
    const onRoleChange = vi.fn();
    render(<Picker onRoleChange={onRoleChange} />);
    expect(screen.queryByRole('textbox', { name: /User id/ })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: /Role/ }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'anon',
      'authenticated',
      'service_role',
    ]);
    await userEvent.click(screen.getByRole('option', { name: 'authenticated' }));

    expect(onRoleChange).toHaveBeenCalledWith('authenticated');
    const userId = screen.getByRole('textbox', { name: /User id/ });
    await userEvent.type(userId, 'u-1');
    expect((userId as HTMLInputElement).value).toBe('u-1');
  });

  it('is accessible with its user id field', async () => {
    const { container } = render(<Picker initial="authenticated" />);
    await expectAccessible(container);
  });
});
